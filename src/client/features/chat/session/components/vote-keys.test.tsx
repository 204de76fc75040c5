import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatPanel } from '#client/features/chat/session/components/chat-panel';
import { answeredTurns } from '#client/testing/chat/answered-turns';
import { FakeEventSource } from '#client/testing/chat/fake-event-source';
import { connections } from '#client/testing/chat/provider-fixtures';
import { stubPanelFetch } from '#client/testing/chat/stub-panel-fetch';
import { renderWithProviders } from '#client/testing/render';
import { testUser } from '#client/testing/test-user';

// Keys 1–4 vote, through the chat panel as the app holds it: on the turn holding the focus, else on
// the latest; never while typing.

const user = { ...testUser, lastActive: null };
const stored = answeredTurns();

let votes: { url: string; body: unknown }[] = [];

beforeEach(() => {
  votes = [];
  FakeEventSource.install();
  stubPanelFetch(stored, (url, init) => {
    if (!url.endsWith('/vote') || init?.method !== 'PUT') return undefined;
    const body = JSON.parse(String(init.body)) as { choice: string };
    votes.push({ url, body });
    const messageId = Number(url.split('/')[3]);
    return Response.json({
      messageId,
      choice: body.choice,
      left: { provider: 'openai', model: 'gpt-4o' },
      right: { provider: 'claude', model: 'claude-3-7-sonnet-20250219' },
      updatedAt: new Date().toISOString(),
      leftReplyId: messageId + 1,
      rightReplyId: messageId + 2,
      counted: true,
    });
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

const voteGroups = () => screen.getAllByRole('group', { name: 'Which is better?' });

describe('voting by key', () => {
  it('votes on the latest turn with nothing focused, in the order the buttons show', async () => {
    const session = await renderPanel();
    (document.activeElement as HTMLElement | null)?.blur();
    await session.keyboard('4');
    await waitFor(() => expect(votes).toEqual([{ url: '/api/messages/4/vote', body: { choice: 'right' } }]));
    const latest = within(voteGroups()[1] as HTMLElement).getByRole('button', { name: 'Claude' });
    await waitFor(() => expect(latest).toHaveAttribute('aria-pressed', 'true'));
    expect(latest).toHaveAttribute('aria-keyshortcuts', '4');

    await session.keyboard('3');
    await waitFor(() => expect(votes.at(-1)).toEqual({ url: '/api/messages/4/vote', body: { choice: 'both-bad' } }));
  });

  it('votes on the turn holding the focus', async () => {
    const session = await renderPanel();
    within(voteGroups()[0] as HTMLElement)
      .getByRole('button', { name: 'Tie' })
      .focus();
    await session.keyboard('1');
    await waitFor(() => expect(votes).toEqual([{ url: '/api/messages/1/vote', body: { choice: 'left' } }]));
  });

  it('types the digit in the message box rather than voting', async () => {
    const session = await renderPanel();
    await session.type(screen.getByRole('textbox', { name: 'Message' }), '12');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('12');
    expect(votes).toEqual([]);
  });
});
