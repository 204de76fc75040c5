import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveReplyState } from '#client/features/chat/live/utils/live-replies';
import { ConnectionsContext } from '#client/features/chat/providers/hooks/use-connections';
import { useTurnVotes } from '#client/features/chat/turn/hooks/use-turn-votes';
import { swappedFor } from '#client/features/chat/turn/utils/blind';
import { ChatWindow } from '#client/features/chat/window/components/chat-window';
import { buildVote } from '#client/testing/chat/build-vote';
import { liveMessage, liveReply } from '#client/testing/chat/fake-event-source';
import { connections } from '#client/testing/chat/provider-fixtures';
import { renderWithProviders } from '#client/testing/render';
import type { Message } from '#shared/api/messages';
import type { Vote } from '#shared/api/votes';

// Decision 044. Turn 1 shows side b first (Claude's reply as Model A), turn 5 side a first.
const reply = (id: number, sender: 'openai' | 'claude', replyTo: number, content: string): Message => ({
  ...liveMessage(id, sender, 7),
  model: sender === 'openai' ? 'gpt-4o' : 'claude-3-7-sonnet-20250219',
  usage: { inputTokens: 10, outputTokens: 20 },
  replyTo,
  content,
});
const messages = [
  liveMessage(1, 'user', 7),
  reply(2, 'openai', 1, 'As an **OpenAI** model, GPT-4o answers.'),
  reply(3, 'claude', 1, "I'm **Claude**, made by Anthropic."),
  liveMessage(5, 'user', 7),
  reply(6, 'openai', 5, 'Four.'),
  reply(7, 'claude', 5, '4'),
];

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The votes API of conversation 7, keeping what PUT sends. */
function fakeVotesApi() {
  const api = { votes: [] as Vote[], puts: [] as { url: string; body: unknown }[] };

  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if ((init?.method ?? 'GET') === 'GET') return Response.json(api.votes);
      const body = JSON.parse(String(init?.body));
      api.puts.push({ url, body });
      const saved = buildVote(Number(/\d+/.exec(url)?.[0]), body.choice, { blind: body.blind ?? false });
      api.votes = [...api.votes, saved];
      return Response.json(saved);
    }),
  );
  return api;
}

function Chat({ shown = messages, live = [] }: { shown?: Message[]; live?: LiveReplyState[] }) {
  const { votes, vote } = useTurnVotes(7);
  return (
    <ConnectionsContext value={connections}>
      <ChatWindow
        userName="Ada"
        project={null}
        providers={[]}
        messages={shown}
        isLoading={false}
        error={null}
        aiResponding={{}}
        liveReplies={live}
        votes={votes}
        onVote={vote}
        blind
      />
    </ConnectionsContext>
  );
}

const chat = () => screen.getByRole('region', { name: 'Chat' });
const replies = () => within(chat()).getAllByRole('article', { name: /reply$/ });
const named = /OpenAI|Claude|Anthropic|GPT|gpt-4o|Sonnet|claude-3/;

describe('a turn shown blind', () => {
  it('calls the replies Model A and Model B in an order of its own, and shows nothing that names a model', async () => {
    expect([swappedFor(1), swappedFor(5)]).toEqual([true, false]);
    fakeVotesApi();
    renderWithProviders(<Chat />);

    await screen.findAllByText('[model]', { selector: 'strong' });
    const [first, second, third, fourth] = replies() as HTMLElement[];
    expect(replies().map((item) => item.getAttribute('aria-label'))).toEqual([
      'Model A reply',
      'Model B reply',
      'Model A reply',
      'Model B reply',
    ]);
    // Turn 1: Claude's reply (side b) first; turn 5: OpenAI's (side a) first.
    expect(first).toHaveTextContent("I'm [model], made by [model].");
    expect(second).toHaveTextContent('As an [model] model, [model] answers.');
    expect(third).toHaveTextContent('Four.');
    expect(fourth).toHaveTextContent('4');
    expect(chat().textContent).not.toMatch(named);
    expect(chat().querySelector('[data-sender], [data-kind]:not([data-kind="blind"], [data-kind="user"])')).toBeNull();
    const [vote] = within(chat()).getAllByRole('group', { name: 'Which is better?' }) as HTMLElement[];
    expect(
      within(vote as HTMLElement)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Model A', 'Tie', 'Both bad', 'Model B']);
  });

  it('sends the true side of the name chosen, as a blind vote, and then shows the turn as it is', async () => {
    const api = fakeVotesApi();
    const user = renderWithProviders(<Chat />);
    const [swapped, straight] = within(chat()).getAllByRole('group', { name: 'Which is better?' }) as HTMLElement[];

    await user.click(within(straight as HTMLElement).getByRole('button', { name: 'Model A' }));
    await user.click(within(swapped as HTMLElement).getByRole('button', { name: 'Model A' }));

    await waitFor(() => expect(api.puts).toHaveLength(2));
    expect(api.puts).toEqual([
      { url: '/api/messages/5/vote', body: { choice: 'left', blind: true } },
      { url: '/api/messages/1/vote', body: { choice: 'right', blind: true } },
    ]);
    await waitFor(() =>
      expect(replies().map((item) => item.getAttribute('aria-label'))).toEqual([
        'OpenAI reply',
        'Claude reply',
        'OpenAI reply',
        'Claude reply',
      ]),
    );
    expect(replies()[1]).toHaveTextContent("I'm Claude, made by Anthropic.");
    expect(within(chat()).getAllByRole('button', { name: 'Claude' })[0]).toHaveAttribute('aria-pressed', 'true');
  });

  it('compares the replies as shown, naming each side by its name in the turn', async () => {
    fakeVotesApi();
    const user = renderWithProviders(<Chat />);

    const [show] = within(chat()).getAllByRole('button', { name: 'Show differences' });
    await user.click(show as HTMLElement);

    // Turn 1 shows side b (Claude's reply) as Model A: side a's words are struck through.
    expect(
      await screen.findByText("Struck-through words are only in Model B's reply; underlined words only in Model A's."),
    ).toBeInTheDocument();
    // The differences are of the text as written, markdown and all.
    expect(replies()[0]?.querySelector('[data-diff]')).toHaveTextContent("I'm **[model]**, made by [model].");
    expect(chat().textContent).not.toMatch(named);
  });

  it('keeps replies being written anonymous, with their self-names masked', () => {
    fakeVotesApi();
    const live = [
      { ...liveReply(11, { text: 'GPT-4o here, from OpenAI.' }) },
      { ...liveReply(12, { provider: 'claude', model: 'claude-3-7-sonnet-20250219', text: '' }) },
    ];
    renderWithProviders(<Chat shown={[liveMessage(1, 'user', 7)]} live={live} />);

    expect(screen.getByRole('article', { name: 'Model B reply' })).toHaveTextContent('[model] here, from [model].');
    expect(within(chat()).getByText('Model A is typing')).toBeInTheDocument();
    expect(within(chat()).getByRole('button', { name: 'Stop Model B reply' })).toBeInTheDocument();
    expect(chat().textContent).not.toMatch(named);
  });

  it('keeps a fused answer’s model unnamed and its self-names masked until the vote', async () => {
    fakeVotesApi();
    const fused: Message = {
      ...reply(8, 'openai', 1, 'Both GPT-4o and Claude agree: the answer stands.'),
      side: null,
      fused: { leftReplyId: 2, rightReplyId: 3 },
    };
    renderWithProviders(<Chat shown={[...messages.slice(0, 3), fused]} />);

    const region = await screen.findByRole('region', { name: 'Fused answer' });
    expect(within(region).getByRole('article', { name: 'Fusing model reply' })).toHaveTextContent(
      'Both [model] and [model] agree: the answer stands.',
    );
    expect(within(region).getByText('Fused from Model A’s and Model B’s answers')).toBeInTheDocument();
    expect(chat().textContent).not.toMatch(named);
  });
});
