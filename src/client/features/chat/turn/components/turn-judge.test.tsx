import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConnectionsContext } from '#client/features/chat/providers/hooks/use-connections';
import { useTurnJudgements } from '#client/features/chat/turn/hooks/use-turn-judgements';
import { useTurnVotes } from '#client/features/chat/turn/hooks/use-turn-votes';
import { swappedFor } from '#client/features/chat/turn/utils/blind';
import { ChatWindow } from '#client/features/chat/window/components/chat-window';
import { buildMessage } from '#client/testing/build-message';
import { connections } from '#client/testing/chat/provider-fixtures';
import { expectToast, polyfillJsdomForRadix, renderWithProviders } from '#client/testing/render';
import type { Judgement } from '#shared/api/judgements';
import type { Message } from '#shared/api/messages';
import type { ProviderCatalogue } from '#shared/api/models';

polyfillJsdomForRadix();

// Two turns of conversation 7, OpenAI (side a) against Claude (side b): 1 (replies 2, 3) and 4 (5, 6).
const reply = (id: number, replyTo: number, side: 'a' | 'b'): Message =>
  buildMessage({
    id,
    conversationId: 7,
    sender: side === 'a' ? 'openai' : 'claude',
    model: side === 'a' ? 'gpt-4o' : 'claude-3-7-sonnet-20250219',
    side,
    replyTo,
    content: `answer ${id}`,
  });
const user = (id: number) => buildMessage({ id, conversationId: 7 });
const messages = [user(1), reply(2, 1, 'a'), reply(3, 1, 'b'), user(4), reply(5, 4, 'a'), reply(6, 4, 'b')];

/** A judgement of turn `messageId` by Gemini, of the replies with the next two ids. */
const judgementOf = (messageId: number, overrides: Partial<Judgement> = {}): Judgement => ({
  messageId,
  judge: { provider: 'gemini', model: 'gemini-2.5-flash' },
  leftReplyId: messageId + 1,
  rightReplyId: messageId + 2,
  verdict: 'right',
  choices: ['right', 'right'],
  reason: 'It answers the question asked.',
  quotes: ['answer 3', 'the other one rambles'],
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

// Ollama has no key: the picker leaves it out.
const catalogue = connections.map((entry) => (entry.id === 'ollama' ? { ...entry, mode: 'demo' as const } : entry));

/** The judgements API of conversation 7; POST answers once `release` is called (a judge takes seconds). */
function fakeJudgeApi(stored: Judgement[] = [], answer?: Response) {
  const api = { posts: [] as { url: string; body: unknown }[], release: () => {} };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/conversations/7/judgements') return Response.json(stored);
      if (url === '/api/conversations/7/votes') return Response.json([]);
      const id = Number(/^\/api\/messages\/(\d+)\/judge$/.exec(url)?.[1]);
      if (!id || init?.method !== 'POST') return new Response('not found', { status: 404 });
      const body = JSON.parse(String(init.body)) as { provider: string; model: string };
      api.posts.push({ url, body });
      await new Promise<void>((resolve) => {
        api.release = resolve;
      });
      return answer ?? Response.json(judgementOf(id, { judge: body, reason: 'Clearer.', quotes: ['answer 6'] }));
    }),
  );
  return api;
}

function Chat({ shown = messages, blind = false }: { shown?: Message[]; blind?: boolean }) {
  const { votes, vote } = useTurnVotes(7);
  const { judgements, judge } = useTurnJudgements(7, 1);
  return (
    <ChatWindow
      userName="Ada"
      project={null}
      providers={[]}
      messages={shown}
      isLoading={false}
      error={null}
      aiResponding={{}}
      votes={votes}
      onVote={vote}
      judgements={judgements}
      onJudge={judge}
      blind={blind}
    />
  );
}

function renderChat(options: { catalogue?: ProviderCatalogue[]; shown?: Message[]; blind?: boolean } = {}) {
  return renderWithProviders(
    <ConnectionsContext value={options.catalogue ?? catalogue}>
      <Chat shown={options.shown} blind={options.blind} />
    </ConnectionsContext>,
  );
}

// Each turn's: "Judge", "Judging…" or "Judge again".
const judgeButtons = () => screen.getAllByRole('button', { name: /^Judg/ });
const picker = () => screen.findByRole('dialog', { name: 'Judge these answers' });
const verdicts = () => screen.queryAllByRole('region', { name: /^Judge: / });

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('Judge', () => {
  it("offers each live connection's models by name, grouped by connection, and leaves demo connections out", async () => {
    fakeJudgeApi();
    const session = renderChat();
    expect(judgeButtons().map((button) => button.textContent)).toEqual(['Judge', 'Judge']);
    await session.click(judgeButtons()[0] as HTMLElement);
    const dialog = await picker();
    const groups = await within(dialog).findAllByRole('group');
    expect(
      groups.map((group) => [
        group.querySelector('legend')?.textContent,
        within(group)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ]),
    ).toEqual([
      ['OpenAI', ['GPT-4o', 'GPT-4o mini', 'o3']],
      ['Claude', ['Claude 3.7 Sonnet']],
      ['Gemini', ['Gemini 2.5 Flash']],
    ]);
    expect(within(dialog).queryByText('llama3.2')).not.toBeInTheDocument();
    // The first choice takes the focus; the arrow keys move through the list.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'GPT-4o' })).toHaveFocus());
    await session.keyboard('{ArrowDown}');
    expect(within(dialog).getByRole('button', { name: 'GPT-4o mini' })).toHaveFocus();
    await session.keyboard('{ArrowUp}{ArrowUp}');
    expect(within(dialog).getByRole('button', { name: 'Gemini 2.5 Flash' })).toHaveFocus();
  });

  it('asks the chosen model, says "Judging…" until it answers, then shows its verdict, reason and quotes', async () => {
    const api = fakeJudgeApi();
    const session = renderChat();
    await session.click(judgeButtons()[1] as HTMLElement);
    await session.click(await within(await picker()).findByRole('button', { name: 'Gemini 2.5 Flash' }));

    await waitFor(() =>
      expect(api.posts).toEqual([
        { url: '/api/messages/4/judge', body: { provider: 'gemini', model: 'gemini-2.5-flash' } },
      ]),
    );
    const judging = screen.getByRole('button', { name: 'Judging…' });
    expect(judging).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Disabled: clicking it opens nothing.
    await session.click(judging);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(verdicts()).toEqual([]);

    api.release();
    const [verdict] = await waitFor(() => {
      expect(verdicts()).toHaveLength(1);
      return verdicts() as HTMLElement[];
    });
    expect(verdict).toHaveAccessibleName('Judge: Gemini 2.5 Flash');
    expect(within(verdict as HTMLElement).getByText("Claude's answer is better")).toBeInTheDocument();
    expect(within(verdict as HTMLElement).getByText('Clearer.')).toBeInTheDocument();
    expect(verdict?.querySelector('blockquote')).toHaveTextContent('answer 6');
    expect(verdict?.parentElement).toHaveAttribute('aria-live', 'polite');
    expect(within(verdict as HTMLElement).queryByText(/earlier versions/)).not.toBeInTheDocument();
    // Under the second turn, whose button now asks again; the first turn's is as it was.
    expect(judgeButtons().map((button) => button.textContent)).toEqual(['Judge', 'Judge again']);
    expect(judgeButtons()[1]).not.toHaveAttribute('aria-disabled');
    expect(localStorage.getItem('pairwise-judge:1')).toBe('{"provider":"gemini","model":"gemini-2.5-flash"}');
  });

  it('shows the stored verdicts on opening, in words for a tie and for no clear winner', async () => {
    fakeJudgeApi([
      judgementOf(1, { verdict: 'no-clear-winner', choices: ['left', 'right'], quotes: [] }),
      judgementOf(4, { verdict: 'tie', choices: ['tie', 'tie'], judge: { provider: 'openai', model: 'o3' } }),
    ]);
    renderChat();
    await waitFor(() => expect(verdicts()).toHaveLength(2));
    const [first, second] = verdicts() as [HTMLElement, HTMLElement];
    expect(first).toHaveAccessibleName('Judge: Gemini 2.5 Flash');
    expect(first).toHaveTextContent(
      'No clear winner: asked with the answers in both orders, the judge picked differently.',
    );
    expect(first.querySelector('blockquote')).toBeNull();
    expect(second).toHaveAccessibleName('Judge: o3');
    expect(within(second).getByText('A tie')).toBeInTheDocument();
    expect([...second.querySelectorAll('blockquote')].map((quote) => quote.textContent)).toEqual([
      'answer 3',
      'the other one rambles',
    ]);
    expect(judgeButtons().map((button) => button.textContent)).toEqual(['Judge again', 'Judge again']);
  });

  it("says the server's words when the judge fails, and lets the person ask again", async () => {
    const api = fakeJudgeApi(
      [],
      Response.json(
        { code: 'judge_failed', message: 'Gemini did not answer as a judge: try again or choose another.' },
        { status: 502 },
      ),
    );
    const session = renderChat();
    await session.click(judgeButtons()[0] as HTMLElement);
    await session.click(await within(await picker()).findByRole('button', { name: 'Gemini 2.5 Flash' }));
    await waitFor(() => expect(api.posts).toHaveLength(1));
    api.release();

    await expectToast('Gemini did not answer as a judge: try again or choose another.');
    await waitFor(() => expect(judgeButtons()[0]).toHaveTextContent(/^Judge$/));
    expect(judgeButtons()[0]).not.toHaveAttribute('aria-disabled');
    expect(verdicts()).toEqual([]);
    await session.click(judgeButtons()[0] as HTMLElement);
    expect(await picker()).toBeInTheDocument();
  });

  it('says when the verdict was on earlier versions of the replies shown', async () => {
    // Turn 4's side a reply was regenerated since: 5 is shown, 99 was judged.
    fakeJudgeApi([judgementOf(1), judgementOf(4, { leftReplyId: 99 })]);
    renderChat();
    await waitFor(() => expect(verdicts()).toHaveLength(2));
    const [first, second] = verdicts() as [HTMLElement, HTMLElement];
    expect(within(second).getByText('Judged earlier versions of these answers.')).toBeInTheDocument();
    expect(within(first).queryByText(/earlier versions/)).not.toBeInTheDocument();
  });

  it('names the sides Model A and Model B on a blind turn, as its vote buttons do, masking names in the words', async () => {
    // Both turns are shown swapped: Claude's reply (side b) is Model A, OpenAI's (side a) Model B.
    expect([swappedFor(1), swappedFor(4)]).toEqual([true, true]);
    fakeJudgeApi([
      judgementOf(1, { reason: 'Claude explains; GPT-4o does not.', quotes: ["I'm Claude"] }),
      judgementOf(4, { verdict: 'left', choices: ['left', 'tie'] }),
    ]);
    renderChat({ blind: true });
    await waitFor(() => expect(verdicts()).toHaveLength(2));
    const [first, second] = verdicts() as [HTMLElement, HTMLElement];
    expect(within(first).getByText("Model A's answer is better")).toBeInTheDocument();
    expect(within(first).getByText('[model] explains; [model] does not.')).toBeInTheDocument();
    expect(first.querySelector('blockquote')).toHaveTextContent("I'm [model]");
    expect(within(second).getByText("Model B's answer is better")).toBeInTheDocument();
  });

  it('offers no judge on a turn a demo connection answered', () => {
    fakeJudgeApi();
    const demo = catalogue.map((entry) => (entry.id === 'claude' ? { ...entry, mode: 'demo' as const } : entry));
    renderChat({ catalogue: demo });
    expect(screen.getAllByRole('button', { name: 'Show differences' })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /^Judg/ })).not.toBeInTheDocument();
  });

  it('says so when no connection answers for real', async () => {
    fakeJudgeApi();
    const session = renderChat({ catalogue: [] });
    await session.click(judgeButtons()[0] as HTMLElement);
    expect(
      await within(await picker()).findByText('No connection answers for real: set an API key to ask a judge.'),
    ).toBeInTheDocument();
  });
});
