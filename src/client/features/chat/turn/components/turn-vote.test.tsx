import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConnectionsContext } from '#client/features/chat/providers/hooks/use-connections';
import { useTurnVotes } from '#client/features/chat/turn/hooks/use-turn-votes';
import { ChatWindow } from '#client/features/chat/window/components/chat-window';
import { buildVote } from '#client/testing/chat/build-vote';
import { liveMessage } from '#client/testing/chat/fake-event-source';
import { connections } from '#client/testing/chat/provider-fixtures';
import { expectToast, renderWithProviders } from '#client/testing/render';
import type { Message } from '#shared/api/messages';
import type { Vote, VoteChoice } from '#shared/api/votes';

afterEach(() => {
  vi.unstubAllGlobals();
});

const reply = (id: number, sender: 'openai' | 'claude', replyTo: number, fields: Partial<Message> = {}) => ({
  ...liveMessage(id, sender, 7),
  replyTo,
  ...fields,
});
const messages = [
  liveMessage(1, 'user', 7),
  reply(2, 'openai', 1),
  reply(3, 'claude', 1),
  liveMessage(4, 'user', 7),
  reply(5, 'openai', 4),
  reply(6, 'claude', 4),
];

const vote = (messageId: number, choice: VoteChoice) => buildVote(messageId, choice);

/** The votes API of conversation 7: GET lists the stored votes, PUT and DELETE change them. */
function fakeVotesApi(stored: Vote[] = [], refuse = false) {
  const api = { votes: stored, calls: [] as { method: string; url: string; body?: unknown }[] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      api.calls.push({ method, url, ...(body && { body }) });
      if (method === 'GET' && url === '/api/conversations/7/votes') return Response.json(api.votes);
      const id = Number(/^\/api\/messages\/(\d+)\/vote$/.exec(url)?.[1]);
      if (refuse) return Response.json({ message: 'The database is busy.', code: 'unavailable' }, { status: 503 });
      if (method === 'PUT' && id) {
        api.votes = [...api.votes.filter((item) => item.messageId !== id), vote(id, body.choice)];
        return Response.json(vote(id, body.choice));
      }
      if (method === 'DELETE' && id) {
        api.votes = api.votes.filter((item) => item.messageId !== id);
        return Response.json({ ok: true });
      }
      return new Response('not found', { status: 404 });
    }),
  );
  return api;
}

function Chat() {
  const { votes, vote: onVote } = useTurnVotes(7);
  return (
    <ChatWindow
      userName="Ada"
      project={null}
      providers={[]}
      messages={messages}
      isLoading={false}
      error={null}
      aiResponding={{}}
      votes={votes}
      onVote={onVote}
    />
  );
}

const groups = () => screen.getAllByRole('group', { name: 'Which is better?' });
const option = (group: HTMLElement, name: string) => within(group).getByRole('button', { name });

describe('Which is better?', () => {
  it('shows the vote saved on each turn', async () => {
    fakeVotesApi([vote(4, 'right')]);
    renderWithProviders(<Chat />);
    const [first, second] = groups() as [HTMLElement, HTMLElement];
    await waitFor(() => expect(option(second, 'Claude')).toHaveAttribute('aria-pressed', 'true'));
    for (const name of ['OpenAI', 'Tie', 'Both bad', 'Claude']) {
      expect(option(first, name)).toHaveAttribute('aria-pressed', 'false');
    }
  });

  it('marks the chosen button, names each button’s key, and once voted links to the scoreboard', async () => {
    fakeVotesApi([vote(4, 'right')]);
    renderWithProviders(<Chat />);
    const [first, second] = groups() as [HTMLElement, HTMLElement];
    await waitFor(() => expect(option(second, 'Claude')).toHaveAttribute('aria-pressed', 'true'));
    expect(option(second, 'Claude').querySelector('svg')).not.toBeNull();
    expect(option(second, 'OpenAI').querySelector('svg')).toBeNull();
    expect(
      ['OpenAI', 'Tie', 'Both bad', 'Claude'].map((name) => option(first, name).getAttribute('aria-keyshortcuts')),
    ).toEqual(['1', '2', '3', '4']);
    expect(within(second).getByRole('link', { name: 'Scoreboard' })).toHaveAttribute('href', '/scoreboard');
    expect(within(first).queryByRole('link', { name: 'Scoreboard' })).not.toBeInTheDocument();
  });

  it('saves the left reply as better, can change it to a tie or to both bad, and clears it when chosen again', async () => {
    const api = fakeVotesApi();
    const user = renderWithProviders(<Chat />);
    const [first] = groups() as [HTMLElement];
    await user.click(option(first, 'OpenAI'));
    await waitFor(() => expect(api.votes).toEqual([vote(1, 'left')]));
    expect(api.calls.at(-1)).toEqual({ method: 'PUT', url: '/api/messages/1/vote', body: { choice: 'left' } });
    expect(option(first, 'OpenAI')).toHaveAttribute('aria-pressed', 'true');

    await user.click(option(first, 'Tie'));
    await waitFor(() => expect(api.votes).toEqual([vote(1, 'tie')]));
    expect(option(first, 'Tie')).toHaveAttribute('aria-pressed', 'true');
    expect(option(first, 'OpenAI')).toHaveAttribute('aria-pressed', 'false');

    await user.click(option(first, 'Both bad'));
    await waitFor(() => expect(api.votes).toEqual([vote(1, 'both-bad')]));
    expect(option(first, 'Both bad')).toHaveAttribute('aria-pressed', 'true');
    expect(option(first, 'Tie')).toHaveAttribute('aria-pressed', 'false');

    await user.click(option(first, 'Both bad'));
    await waitFor(() => expect(api.votes).toEqual([]));
    expect(api.calls.at(-1)).toEqual({ method: 'DELETE', url: '/api/messages/1/vote' });
    expect(option(first, 'Both bad')).toHaveAttribute('aria-pressed', 'false');
  });

  it('says so when the vote is not saved, and shows the one that is', async () => {
    fakeVotesApi([], true);
    const user = renderWithProviders(<Chat />);
    const [first] = groups() as [HTMLElement];
    await user.click(option(first, 'Claude'));
    await expectToast('The database is busy.');
    await waitFor(() => expect(option(first, 'Claude')).toHaveAttribute('aria-pressed', 'false'));
  });

  it('asks for a vote again when the replies it judged are no longer the ones shown', async () => {
    // Judged an earlier version of the second turn's OpenAI reply (id 5 is shown now).
    fakeVotesApi([vote(1, 'left'), { ...vote(4, 'right'), leftReplyId: 99, counted: false }]);
    renderWithProviders(<Chat />);
    const [first, second] = groups() as [HTMLElement, HTMLElement];
    await waitFor(() => expect(option(first, 'OpenAI')).toHaveAttribute('aria-pressed', 'true'));
    expect(within(second).getByText('Your vote was on earlier versions: vote again.')).toBeInTheDocument();
    for (const name of ['OpenAI', 'Tie', 'Both bad', 'Claude']) {
      expect(option(second, name)).toHaveAttribute('aria-pressed', 'false');
    }
    expect(within(first).queryByText(/vote again/)).not.toBeInTheDocument();
  });

  it('offers no vote on a turn a demo connection answered: no model wrote its reply', async () => {
    fakeVotesApi();
    const demo = connections.map((entry) => (entry.id === 'claude' ? { ...entry, mode: 'demo' as const } : entry));
    renderWithProviders(
      <ConnectionsContext.Provider value={demo}>
        <Chat />
      </ConnectionsContext.Provider>,
    );
    expect(screen.getAllByRole('button', { name: 'Show differences' })).toHaveLength(2);
    expect(screen.queryByRole('group', { name: 'Which is better?' })).not.toBeInTheDocument();
  });
});
