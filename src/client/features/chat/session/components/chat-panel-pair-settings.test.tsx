import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pairMemoryKey } from '#client/features/chat/compose/hooks/use-recent-pairs';
import { ChatPanel } from '#client/features/chat/session/components/chat-panel';
import { FakeEventSource, liveMessage } from '#client/testing/chat/fake-event-source';
import { connections } from '#client/testing/chat/provider-fixtures';
import { stubPanelFetch } from '#client/testing/chat/stub-panel-fetch';
import { polyfillJsdomForRadix, renderWithProviders } from '#client/testing/render';
import { testUser } from '#client/testing/test-user';

// A side's own settings through the chat panel as the app holds it: the conversation's stored ones
// come back, a change is sent in its contestants and kept as the pair last sent.

const user = { ...testUser, askBoth: true, lastActive: null };
const gpt = { provider: 'openai', model: 'gpt-4o' };
const flash = { provider: 'gemini', model: 'gemini-2.5-flash' };
const stored = [
  { ...gpt, temperature: 1.6, maxTokens: 500 },
  { ...flash, temperature: 0.7, maxTokens: 1024 },
];

let chats: unknown[] = [];

polyfillJsdomForRadix();

beforeEach(() => {
  FakeEventSource.install();
  chats = [];
  stubPanelFetch([liveMessage(1)], (url, init) => {
    if (url !== '/api/chat') return undefined;
    chats.push(JSON.parse(String(init?.body)));
    return Response.json({ conversationId: 5, messageId: 10, modelsQueried: ['openai', 'gemini'], message: 'ok' });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('a side’s own settings in the chat panel', () => {
  it('come back with the conversation, and a change goes in its contestants', async () => {
    const session = renderWithProviders(
      <ChatPanel
        user={user}
        conversationId={5}
        project={null}
        providers={connections}
        pairModels={{ openai: 'gpt-4o', claude: 'claude-3-7-sonnet-20250219' }}
        conversationAsked={{ providers: ['openai', 'gemini'], contestants: stored }}
        onConversationUsed={() => {}}
      />,
    );
    await session.click(screen.getByRole('button', { name: 'Settings for GPT-4o' }));
    const temperature = await screen.findByRole('slider', { name: 'GPT-4o temperature' });
    expect(temperature).toHaveAttribute('aria-valuenow', '1.6');
    expect(screen.getByRole('slider', { name: 'GPT-4o max tokens' })).toHaveAttribute('aria-valuenow', '500');
    temperature.focus();
    await session.keyboard('{ArrowRight}{Escape}');

    await session.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello both{Enter}');
    await waitFor(() => expect(chats).toHaveLength(1));
    expect(chats[0]).toMatchObject({ contestants: [{ ...stored[0], temperature: 1.7 }, stored[1]] });
    // The settings go with the pair last sent; recent pairs are models only.
    expect(JSON.parse(localStorage.getItem(pairMemoryKey(user.id)) ?? '{}')).toEqual({
      recent: [{ a: gpt, b: flash }],
      last: { a: { ...stored[0], temperature: 1.7 }, b: stored[1] },
    });
    const composer = within(screen.getByRole('form', { name: 'Message composer' }));
    expect(composer.getByRole('button', { name: /^Models: / })).toHaveTextContent('GPT-4o vs Gemini 2.5 Flash');
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
  });
});
