import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatPanel, type ChatPanelProps } from '#client/features/chat/components/chat-panel';
import { FakeEventSource, liveMessage } from '#client/features/chat/testing/fake-event-source';
import { renderWithProviders } from '#client/testing/render';
import { testUser } from '#client/testing/test-user';
import type { ProviderCatalogue } from '#shared/api/models';
import type { PublicUser } from '#shared/api/users';
import type { Provider } from '#shared/constants';

const user: PublicUser = { ...testUser, lastActive: null };

const catalogue = (id: Provider, model: string, price: { input: number; output: number } | null) =>
  ({
    id,
    label: id === 'openai' ? 'OpenAI' : 'Claude',
    mode: 'live',
    models: [model],
    modelNames: { [model]: model },
    capabilities: {
      [model]: {
        images: true,
        pdfs: true,
        reasoning: false,
        temperature: true,
        price: price && { ...price, takenOn: '2025-06-01' },
      },
    },
    defaultModel: model,
    temperature: { min: 0, max: 1, step: 0.1, default: 0.7 },
    maxTokens: { min: 10, max: 4096, default: 1024, sliderMin: 100, sliderMax: 4000, sliderStep: 100 },
  }) satisfies ProviderCatalogue;

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
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/conversations/5/messages') return Response.json({ messages: stored, olderCursor: null });
      if (url === '/api/conversations/5/votes') return Response.json([]);
      if (url === '/api/user/model-settings') return Response.json({ modelSettings: null });
      return new Response('not found', { status: 404 });
    }),
  );
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
    renderPanel({ user: { ...user, askBoth: true }, conversationId: 5, conversationProviders: ['claude'] });
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
