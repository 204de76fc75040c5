import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChatWindow } from '#client/features/chat/window/components/chat-window';
import { ReplyLayoutSwitch } from '#client/features/chat/window/components/reply-layout-switch';
import { REPLY_LAYOUT_KEY } from '#client/features/chat/window/hooks/use-reply-layout';
import { liveMessage } from '#client/testing/chat/fake-event-source';
import { providers } from '#client/testing/chat/provider-fixtures';
import { installMatchMedia } from '#client/testing/match-media';
import type { Message } from '#shared/api/messages';

afterEach(() => {
  vi.unstubAllGlobals();
});

const reply = (id: number, sender: 'openai' | 'claude', content: string, fields: Partial<Message> = {}) => ({
  ...liveMessage(id, sender),
  model: sender === 'openai' ? 'gpt-4o' : 'claude-3-7-sonnet-20250219',
  content,
  replyTo: 1,
  ...fields,
});
// Claude answered first: the turn still shows OpenAI's reply first.
const bothAnswered = [
  liveMessage(1),
  reply(2, 'claude', 'The quick red fox jumps.'),
  reply(3, 'openai', 'The quick brown fox jumps.'),
];

function renderChat(messages: Message[] = bothAnswered) {
  render(
    <>
      <ReplyLayoutSwitch />
      <ChatWindow
        userName="Ada Lovelace"
        project={null}
        providers={providers}
        messages={messages}
        isLoading={false}
        error={null}
        aiResponding={{}}
      />
    </>,
  );
  return userEvent.setup();
}

const columns = () => document.querySelector('[data-layout="side-by-side"]');
const replyLabels = () =>
  screen.getAllByRole('article', { name: /reply$/ }).map((item) => item.getAttribute('aria-label'));

describe('a turn asked of both providers', () => {
  it('shows the two replies side by side on a wide screen, OpenAI left and Claude right', () => {
    installMatchMedia(1440);
    renderChat();
    const [left, right] = [...(columns()?.children ?? [])] as HTMLElement[];
    expect(within(left as HTMLElement).getByRole('article', { name: 'OpenAI reply' })).toBeInTheDocument();
    expect(within(right as HTMLElement).getByRole('article', { name: 'Claude reply' })).toBeInTheDocument();
  });

  it('is always stacked below 1,024 px, OpenAI first, and offers no layout switch there', () => {
    const media = installMatchMedia(1023);
    renderChat();
    expect(columns()).toBeNull();
    expect(replyLabels()).toEqual(['OpenAI reply', 'Claude reply']);
    expect(screen.queryByRole('button', { name: 'Side by side' })).not.toBeInTheDocument();

    media.resize(1024);
    expect(columns()).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Side by side' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('goes back to stacked with the header switch, remembered in this browser', async () => {
    installMatchMedia(1440);
    const user = renderChat();
    await user.click(screen.getByRole('button', { name: 'Stacked' }));
    expect(columns()).toBeNull();
    expect(replyLabels()).toEqual(['OpenAI reply', 'Claude reply']);
    expect(localStorage.getItem(REPLY_LAYOUT_KEY)).toBe('stacked');
    expect(screen.getByRole('button', { name: 'Stacked' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Side by side' }));
    expect(columns()).not.toBeNull();
  });

  it('starts stacked when this browser chose it before', () => {
    localStorage.setItem(REPLY_LAYOUT_KEY, 'stacked');
    installMatchMedia(1440);
    renderChat();
    expect(columns()).toBeNull();
  });

  it('gives a turn asked of one provider the full width', () => {
    installMatchMedia(1440);
    renderChat([liveMessage(1), reply(2, 'claude', 'Alone.')]);
    expect(columns()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show differences' })).not.toBeInTheDocument();
  });

  it('marks the words that differ, with <del> in OpenAI’s reply and <ins> in Claude’s, and back', async () => {
    installMatchMedia(1440);
    const user = renderChat();
    const toggle = screen.getByRole('button', { name: 'Show differences' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const openai = screen.getByRole('article', { name: 'OpenAI reply' });
    const claude = screen.getByRole('article', { name: 'Claude reply' });
    expect(await within(openai).findByRole('deletion')).toHaveTextContent('brown');
    expect(within(claude).getByRole('insertion')).toHaveTextContent('red');
    expect(within(openai).queryByRole('insertion')).not.toBeInTheDocument();
    expect(openai.querySelector('[data-diff]')).toHaveTextContent('The quick brown fox jumps.');
    expect(screen.getByText(/Struck-through words are only in OpenAI's reply/)).toBeInTheDocument();

    await user.click(toggle);
    expect(screen.queryByRole('deletion')).not.toBeInTheDocument();
    expect(await within(openai).findByText('The quick brown fox jumps.')).toBeInTheDocument();
  });

  it('offers no comparison while a reply failed', () => {
    installMatchMedia(1440);
    renderChat([liveMessage(1), reply(2, 'openai', 'Fine.'), reply(3, 'claude', 'No key.', { error: true })]);
    expect(columns()).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Show differences' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Which is better?' })).not.toBeInTheDocument();
  });
});
