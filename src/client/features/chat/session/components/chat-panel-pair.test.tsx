import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pairMemoryKey } from '#client/features/chat/compose/hooks/use-recent-pairs';
import { ChatPanel, type ChatPanelProps } from '#client/features/chat/session/components/chat-panel';
import { buildMessage } from '#client/testing/build-message';
import { FakeEventSource, liveMessage } from '#client/testing/chat/fake-event-source';
import { connections } from '#client/testing/chat/provider-fixtures';
import { stubPanelFetch } from '#client/testing/chat/stub-panel-fetch';
import { installMatchMedia } from '#client/testing/match-media';
import { renderWithProviders } from '#client/testing/render';
import { testUser } from '#client/testing/test-user';
import type { Message } from '#shared/api/messages';
import type { ProviderCatalogue } from '#shared/api/models';

// The pair a conversation compares, through the chat panel as the app holds it: any two models of
// any connections, placed by side, named by connection or (one connection on both sides) by model.

const user = { ...testUser, askBoth: true, lastActive: null };
const pairModels = { openai: 'gpt-4o', claude: 'claude-3-7-sonnet-20250219' };
const claude = { provider: 'claude', model: 'claude-3-7-sonnet-20250219' };
const gemini = { provider: 'gemini', model: 'gemini-2.5-flash' };
const settings = { temperature: 0.7, maxTokens: 1024 };

let chats: unknown[] = [];

function stubApi(messages: Message[] = [liveMessage(1)]) {
  chats = [];
  stubPanelFetch(messages, (url, init) => {
    if (url !== '/api/chat') return undefined;
    const body = JSON.parse(String(init?.body)) as { contestants?: { provider: string }[]; models?: string[] };
    chats.push(body);
    const modelsQueried = body.models ?? body.contestants?.map((item) => item.provider);
    return Response.json({ conversationId: 5, messageId: 10, modelsQueried, message: 'ok' });
  });
}

beforeEach(() => {
  FakeEventSource.install();
  stubApi();
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderPanel(props: Partial<ChatPanelProps> = {}) {
  return renderWithProviders(
    <ChatPanel
      user={user}
      conversationId={5}
      project={null}
      providers={connections}
      pairModels={pairModels}
      onConversationUsed={() => {}}
      {...props}
    />,
  );
}

const composer = () => within(screen.getByRole('form', { name: 'Message composer' }));
const pairButton = () => composer().getByRole('button', { name: /^Models: / });
const channelOpened = () => waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));

describe('the pair a conversation compares', () => {
  it('places one connection’s two models by side, each named by its model, and votes name them', async () => {
    installMatchMedia(1440);
    const reply = (id: number, side: 'a' | 'b', model: string) =>
      buildMessage({ id, sender: 'openai', side, model, replyTo: 1, content: `${model} says hi` });
    // Side b answered first: it still stands on the right.
    stubApi([liveMessage(1), reply(2, 'b', 'gpt-4o-mini'), reply(3, 'a', 'gpt-4o')]);
    renderPanel();
    await screen.findByText('gpt-4o says hi');
    const [left, right] = [...(document.querySelector('[data-layout="side-by-side"]')?.children ?? [])];
    expect(left).toHaveAttribute('data-side', 'a');
    expect(within(left as HTMLElement).getByRole('article', { name: 'OpenAI reply' })).toHaveTextContent(
      /^OpenAIGPT-4o/,
    );
    expect(within(right as HTMLElement).getByRole('article', { name: 'OpenAI reply' })).toHaveTextContent(
      /^OpenAIGPT-4o mini/,
    );
    const vote = screen.getByRole('group', { name: 'Which is better?' });
    expect(
      within(vote)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['GPT-4o', 'Tie', 'Both bad', 'GPT-4o mini']);
    await channelOpened();
  });

  it('is chosen in the picker: Claude left and Gemini right, sent as contestants, remembered', async () => {
    const session = renderPanel();
    expect(pairButton()).toHaveTextContent('GPT-4o vs Claude 3.7 Sonnet');
    // Escape closes the picker, choosing nothing, and gives the focus back.
    await session.click(pairButton());
    await screen.findByRole('dialog', { name: 'Choose models' });
    await session.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(pairButton()).toHaveFocus();

    await session.click(pairButton());
    const dialog = await screen.findByRole('dialog', { name: 'Choose models' });
    await session.type(within(dialog).getByRole('combobox'), 'claude{Enter}');
    await session.type(within(dialog).getByRole('combobox'), 'gemini{Enter}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(pairButton()).toHaveFocus();
    expect(pairButton()).toHaveTextContent('Claude 3.7 Sonnet vs Gemini 2.5 Flash');
    // The two sides stand in place of the toggles.
    expect(screen.queryByRole('group', { name: 'Models' })).not.toBeInTheDocument();
    expect(composer().getByText('Claude · Claude 3.7 Sonnet')).toBeInTheDocument();
    expect(composer().getByText('Gemini · Gemini 2.5 Flash')).toBeInTheDocument();

    await session.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello both{Enter}');
    await waitFor(() => expect(chats).toHaveLength(1));
    expect(chats[0]).toEqual({
      message: 'Hello both',
      conversationId: 5,
      projectInstructions: null,
      contestants: [claude, gemini],
    });
    const typing = await screen.findAllByText(/is typing$/);
    expect(typing.map((item) => item.textContent)).toEqual(['Claude is typing', 'Gemini is typing']);
    expect(JSON.parse(localStorage.getItem(pairMemoryKey(user.id)) ?? '{}')).toEqual({
      recent: [{ a: claude, b: gemini }],
      last: { a: claude, b: gemini },
    });

    await session.click(composer().getByRole('button', { name: 'Default pair' }));
    const toggles = within(screen.getByRole('group', { name: 'Models' }));
    expect(toggles.getByRole('button', { name: 'OpenAI' })).toHaveAttribute('aria-pressed', 'true');
    expect(toggles.getByRole('button', { name: 'Claude' })).toHaveAttribute('aria-pressed', 'true');
    await channelOpened();
  });

  it('comes back with the conversation’s stored contestants, and SPEC’s own pair goes back to the toggles', async () => {
    const stored = [
      { provider: 'openai', model: 'gpt-4o', ...settings },
      { provider: 'openai', model: 'o3', ...settings },
    ];
    const session = renderPanel({ conversationAsked: { providers: ['openai', 'openai'], contestants: stored } });
    expect(pairButton()).toHaveTextContent('GPT-4o vs o3');
    expect(composer().getByText('OpenAI · o3')).toBeInTheDocument();

    await session.click(pairButton());
    const dialog = await screen.findByRole('dialog', { name: 'Choose models' });
    await session.keyboard('{Enter}');
    await session.type(within(dialog).getByRole('combobox'), 'sonnet{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('group', { name: 'Models' })).toBeInTheDocument();

    await session.type(screen.getByRole('textbox', { name: 'Message' }), 'Hi{Enter}');
    await waitFor(() => expect(chats).toHaveLength(1));
    expect(chats[0]).toMatchObject({ models: ['openai', 'claude'], modelSettings: {} });
    expect(chats[0]).not.toHaveProperty('contestants');
    await channelOpened();
  });

  it('starts a new conversation with the pair last used, or one model alone', () => {
    localStorage.setItem(pairMemoryKey(user.id), JSON.stringify({ recent: [], last: { a: gemini, b: null } }));
    renderPanel({ conversationId: null });
    expect(pairButton()).toHaveTextContent(/^Gemini 2.5 Flash$/);
    expect(composer().getByText('Gemini · Gemini 2.5 Flash')).toBeInTheDocument();
  });

  it('starts a first-time sender on the best live pair when OpenAI or Claude is only a demo', async () => {
    const demo = (entry: ProviderCatalogue): ProviderCatalogue => ({ ...entry, mode: 'demo' });
    const [openai, claudeEntry, ...others] = connections as [
      ProviderCatalogue,
      ProviderCatalogue,
      ...ProviderCatalogue[],
    ];
    const session = renderPanel({ providers: [demo(openai), demo(claudeEntry), ...others] });
    expect(pairButton()).toHaveTextContent('Gemini 2.5 Flash vs llama3.2');

    await session.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello{Enter}');
    await waitFor(() => expect(chats).toHaveLength(1));
    expect(chats[0]).toMatchObject({ contestants: [gemini, { provider: 'ollama', model: 'llama3.2' }] });
    await channelOpened();
  });
});
