import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pairMemoryKey } from '#client/features/chat/compose/hooks/use-recent-pairs';
import { ChatPanel } from '#client/features/chat/session/components/chat-panel';
import { FakeEventSource } from '#client/testing/chat/fake-event-source';
import { connections } from '#client/testing/chat/provider-fixtures';
import { stubPanelFetch } from '#client/testing/chat/stub-panel-fetch';
import { renderWithProviders } from '#client/testing/render';
import { testUser } from '#client/testing/test-user';

// The welcome card's models are the composer's toggles: a click there chooses what the send asks.
const user = { ...testUser, askBoth: false, lastActive: null };

beforeEach(() => {
  FakeEventSource.install();
  stubPanelFetch([]);
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const renderPanel = () =>
  renderWithProviders(
    <ChatPanel
      user={user}
      conversationId={null}
      project={null}
      providers={connections}
      pairModels={{ openai: 'gpt-4o', claude: 'claude-3-7-sonnet-20250219' }}
      onConversationUsed={() => {}}
    />,
  );

const card = () => within(screen.getByRole('list', { name: 'Available models' }));
const toggles = () => within(screen.getByRole('group', { name: 'Models' }));

describe('the welcome card’s models', () => {
  it('press and release the composer’s toggles', async () => {
    const session = renderPanel();
    await session.click(card().getByRole('button', { name: 'Claude' }));
    expect(toggles().getByRole('button', { name: 'Claude' })).toHaveAttribute('aria-pressed', 'true');
    expect(card().getByRole('button', { name: 'Claude' })).toHaveAttribute('aria-pressed', 'true');
    expect(card().getByRole('button', { name: 'OpenAI' })).toHaveAttribute('aria-pressed', 'false');

    await session.click(toggles().getByRole('button', { name: 'Claude' }));
    expect(card().getByRole('button', { name: 'Claude' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('take a chosen pair back to the toggles, with the model clicked pressed alone', async () => {
    const gemini = { provider: 'gemini', model: 'gemini-2.5-flash' };
    localStorage.setItem(pairMemoryKey(user.id), JSON.stringify({ recent: [], last: { a: gemini, b: null } }));
    const session = renderPanel();
    expect(screen.queryByRole('group', { name: 'Models' })).not.toBeInTheDocument();

    await session.click(card().getByRole('button', { name: 'OpenAI' }));
    expect(toggles().getByRole('button', { name: 'OpenAI' })).toHaveAttribute('aria-pressed', 'true');
    expect(toggles().getByRole('button', { name: 'Claude' })).toHaveAttribute('aria-pressed', 'false');
  });
});
