import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatPanel, type ChatPanelProps } from '#client/features/chat/session/components/chat-panel';
import { FakeEventSource, liveMessage } from '#client/testing/chat/fake-event-source';
import { catalogue } from '#client/testing/chat/provider-fixtures';
import { stubPanelFetch } from '#client/testing/chat/stub-panel-fetch';
import { renderWithProviders } from '#client/testing/render';
import { testUser } from '#client/testing/test-user';
import type { PublicUser } from '#shared/api/users';

const user: PublicUser = { ...testUser, lastActive: null };

const providers = [
  catalogue('openai', 'gpt-4o', { input: 2.5, output: 10 }),
  catalogue('claude', 'claude-3-7-sonnet-20250219', null),
];

const used = { usage: { inputTokens: 1200, outputTokens: 120 }, firstTokenMs: 300, latencyMs: 1500 };
const stored = [
  liveMessage(1),
  { ...liveMessage(2, 'openai'), ...used, replyTo: 1 },
  { ...liveMessage(3, 'claude'), ...used, model: 'claude-3-7-sonnet-20250219', replyTo: 1 },
];

beforeEach(() => {
  FakeEventSource.install();
  stubPanelFetch(stored);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The open conversation's live channel has connected (it must not be left trying once the test ends). */
const channelOpened = () => waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));

function renderPanel(props: Partial<ChatPanelProps>) {
  renderWithProviders(
    <ChatPanel
      user={user}
      conversationId={null}
      project={null}
      providers={providers}
      onConversationUsed={() => {}}
      {...props}
    />,
  );
}

const toggle = (name: string) => within(screen.getByRole('group', { name: 'Models' })).getByRole('button', { name });

describe('ChatPanel', () => {
  it('starts a new conversation with both models toggled when Preferences say "Both"', () => {
    renderPanel({ user: { ...user, askBoth: true } });
    expect(toggle('OpenAI')).toHaveAttribute('aria-pressed', 'true');
    expect(toggle('Claude')).toHaveAttribute('aria-pressed', 'true');
  });

  it('starts a new conversation with the default model otherwise', () => {
    renderPanel({});
    expect(toggle('OpenAI')).toHaveAttribute('aria-pressed', 'false');
    expect(toggle('OpenAI')).toHaveTextContent('(default)');
  });

  it('restores the toggles the conversation last asked', async () => {
    renderPanel({
      user: { ...user, askBoth: true },
      conversationId: 5,
      conversationAsked: { providers: ['claude'], contestants: null },
    });
    expect(toggle('OpenAI')).toHaveAttribute('aria-pressed', 'false');
    expect(toggle('Claude')).toHaveAttribute('aria-pressed', 'true');
    await screen.findByRole('article', { name: 'Claude reply' });
    await channelOpened();
  });

  it('costs each reply at the catalogue’s price, and shows none without one', async () => {
    renderPanel({ conversationId: 5 });
    const openai = await screen.findByRole('article', { name: 'OpenAI reply' });
    const claude = screen.getByRole('article', { name: 'Claude reply' });
    await waitFor(() => expect(openai).toHaveTextContent('120 tokens · $0.0042'));
    expect(claude).toHaveTextContent('120 tokens');
    expect(claude).not.toHaveTextContent('$');
    await channelOpened();
  });
});
