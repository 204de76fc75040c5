import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatPanel } from '#client/features/chat/session/components/chat-panel';
import { answeredTurns } from '#client/testing/chat/answered-turns';
import { FakeEventSource } from '#client/testing/chat/fake-event-source';
import { connections } from '#client/testing/chat/provider-fixtures';
import { stubPanelFetch } from '#client/testing/chat/stub-panel-fetch';
import { polyfillJsdomForRadix, renderWithProviders } from '#client/testing/render';
import { testUser } from '#client/testing/test-user';
import type { Judgement } from '#shared/api/judgements';

// "Judge" through the chat panel as the app holds it: the verdicts read with the conversation, and
// the judge last chosen remembered per user in this browser.

polyfillJsdomForRadix();

const user = { ...testUser, id: 1, lastActive: null };
const stored = answeredTurns();

const judgement = (messageId: number, judge: Judgement['judge']): Judgement => ({
  messageId,
  judge,
  leftReplyId: messageId + 1,
  rightReplyId: messageId + 2,
  verdict: 'left',
  choices: ['left', 'left'],
  reason: 'More complete.',
  quotes: [],
  createdAt: '2026-01-01T00:00:00.000Z',
});

let posts: { url: string; body: unknown }[] = [];

beforeEach(() => {
  posts = [];
  localStorage.clear();
  FakeEventSource.install();
  stubPanelFetch(stored, (url, init) => {
    if (url === '/api/conversations/5/judgements')
      return Response.json([judgement(1, { provider: 'claude', model: 'claude-3-7-sonnet-20250219' })]);
    if (!url.endsWith('/judge') || init?.method !== 'POST') return undefined;
    const body = JSON.parse(String(init.body)) as Judgement['judge'];
    posts.push({ url, body });
    return Response.json(judgement(Number(url.split('/')[3]), body));
  });
});

afterEach(() => vi.unstubAllGlobals());

async function renderPanel() {
  const session = renderWithProviders(
    <ChatPanel user={user} conversationId={5} project={null} providers={connections} onConversationUsed={() => {}} />,
  );
  await screen.findByText('answer 6');
  return session;
}

const judgeButton = (turn: number) => screen.getAllByRole('button', { name: /^Judg/ })[turn] as HTMLElement;
const picker = () => screen.findByRole('dialog', { name: 'Judge these answers' });

describe('Judge in the chat panel', () => {
  it("shows the conversation's stored verdicts", async () => {
    await renderPanel();
    const verdict = await screen.findByRole('region', { name: 'Judge: Claude 3.7 Sonnet' });
    expect(verdict).toHaveTextContent("OpenAI's answer is better");
    expect(verdict).toHaveTextContent('More complete.');
    expect(screen.getAllByRole('region', { name: /^Judge: / })).toHaveLength(1);
  });

  it("offers the user's last judge first, focused, and remembers the one chosen", async () => {
    localStorage.setItem('pairwise-judge:1', JSON.stringify({ provider: 'openai', model: 'o3' }));
    // Another user's choice in the same browser is theirs alone.
    localStorage.setItem('pairwise-judge:2', JSON.stringify({ provider: 'gemini', model: 'gemini-2.5-flash' }));
    const session = await renderPanel();

    await session.click(judgeButton(1));
    const dialog = await picker();
    const last = await within(dialog).findByRole('button', { name: 'o3' });
    await waitFor(() => expect(last).toHaveFocus());
    expect(last).toHaveAccessibleDescription('Last used');
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['o3Last used', 'GPT-4o', 'GPT-4o mini', 'Claude 3.7 Sonnet', 'Gemini 2.5 Flash', 'llama3.2']);

    await session.click(within(dialog).getByRole('button', { name: 'Gemini 2.5 Flash' }));
    await waitFor(() =>
      expect(posts).toEqual([
        { url: '/api/messages/4/judge', body: { provider: 'gemini', model: 'gemini-2.5-flash' } },
      ]),
    );
    expect(JSON.parse(localStorage.getItem('pairwise-judge:1') ?? 'null')).toEqual({
      provider: 'gemini',
      model: 'gemini-2.5-flash',
    });
    expect(await screen.findByRole('region', { name: 'Judge: Gemini 2.5 Flash' })).toHaveTextContent(
      "OpenAI's answer is better",
    );

    // The next picker starts from it.
    await session.click(judgeButton(0));
    await waitFor(async () =>
      expect(await within(await picker()).findByRole('button', { name: 'Gemini 2.5 Flash' })).toHaveFocus(),
    );
  });
});
