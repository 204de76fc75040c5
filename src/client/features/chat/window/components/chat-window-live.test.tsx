import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LiveReplyState } from '#client/features/chat/live/utils/live-replies';
import type { PendingFlags } from '#client/features/chat/live/utils/pending-flags';
import { ChatWindow } from '#client/features/chat/window/components/chat-window';
import { liveMessage, liveReply } from '#client/testing/chat/fake-event-source';
import { providers } from '#client/testing/chat/provider-fixtures';
import type { Message } from '#shared/api/messages';

const idle: PendingFlags = {};
const state = (jobId: number, fields: Partial<LiveReplyState> = {}): LiveReplyState => {
  const { offset: _offset, ...reply } = liveReply(jobId, fields);
  return { ...reply, ...fields };
};

interface Props {
  messages?: Message[];
  liveReplies?: LiveReplyState[];
  aiResponding?: PendingFlags;
  sentCount?: number;
}

function windowWith({ messages = [liveMessage(1)], liveReplies = [], aiResponding = idle, sentCount = 0 }: Props) {
  return (
    <ChatWindow
      userName="Ada Lovelace"
      project={null}
      providers={providers}
      messages={messages}
      isLoading={false}
      error={null}
      aiResponding={aiResponding}
      liveReplies={liveReplies}
      conversationId={5}
      sentCount={sentCount}
    />
  );
}

describe('ChatWindow with replies in progress', () => {
  it('shows each reply growing in its own bubble, OpenAI then Claude, busy and without a typing indicator', async () => {
    render(
      windowWith({
        liveReplies: [state(2, { provider: 'claude', model: 'claude-3-7', text: 'Claude so far' }), state(1)],
        aiResponding: { a: 'openai', b: 'claude' },
      }),
    );
    const replies = screen.getAllByRole('article', { name: /reply$/ });
    expect(replies.map((reply) => reply.getAttribute('aria-label'))).toEqual(['OpenAI reply', 'Claude reply']);
    expect(replies[0]).toHaveAttribute('aria-busy', 'true');
    expect(replies[1]).toHaveTextContent('claude-3-7');
    expect(await screen.findByText('Claude so far')).toBeInTheDocument();
    expect(screen.queryByText(/is typing/)).not.toBeInTheDocument();
  });

  it('shows a typing indicator for a queued reply and for a pending provider with no reply', () => {
    render(windowWith({ liveReplies: [state(1, { text: '' })], aiResponding: { b: 'claude' } }));
    expect(screen.getByText('OpenAI is typing')).toBeInTheDocument();
    expect(screen.getByText('Claude is typing')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'OpenAI reply' })).not.toBeInTheDocument();
  });

  it('holds back a table header until its separator comes', async () => {
    const { rerender } = render(windowWith({ liveReplies: [state(1, { text: 'Prices:\n\n| Fruit | Price |\n' })] }));
    expect(await screen.findByText('Prices:')).toBeInTheDocument();
    expect(screen.queryByText(/Fruit/)).not.toBeInTheDocument();
    rerender(windowWith({ liveReplies: [state(1, { text: 'Prices:\n\n| Fruit | Price |\n| --- | --- |\n' })] }));
    expect(await screen.findByRole('columnheader', { name: 'Fruit' })).toBeInTheDocument();
  });

  it('swaps a stored reply for its message without showing both', () => {
    const stored = state(1, { text: 'Done', storedId: 2 });
    const { rerender } = render(windowWith({ liveReplies: [stored] }));
    expect(screen.getAllByRole('article', { name: 'OpenAI reply' })).toHaveLength(1);
    rerender(windowWith({ liveReplies: [stored], messages: [liveMessage(1), liveMessage(2, 'openai')] }));
    const replies = screen.getAllByRole('article', { name: 'OpenAI reply' });
    expect(replies).toHaveLength(1);
    expect(replies[0]).not.toHaveAttribute('aria-busy');
  });

  it('announces politely when a provider starts replying and when it has replied, not each piece', () => {
    const { rerender, container } = render(windowWith({ liveReplies: [state(1, { text: '' })] }));
    const region = container.querySelector('[aria-live="polite"]');
    expect(region).toHaveTextContent('');
    rerender(windowWith({ liveReplies: [state(1, { text: 'The' })] }));
    expect(region).toHaveTextContent('OpenAI is replying');
    rerender(
      windowWith({ liveReplies: [state(1, { text: 'The answer' }), state(2, { provider: 'claude', text: '' })] }),
    );
    expect(region).toHaveTextContent('OpenAI is replying');
    rerender(windowWith({ liveReplies: [state(1, { text: 'The answer', storedId: 3 })] }));
    expect(region).toHaveTextContent('OpenAI replied');
    // The streaming bubble itself is no live region.
    expect(screen.getByRole('article', { name: 'OpenAI reply' }).closest('[aria-live]')).toBeNull();
  });
});

describe('ChatWindow scrolling', () => {
  /** jsdom lays nothing out: the chat's scroll geometry is set by hand. */
  function geometry(chat: HTMLElement, { top, height }: { top: number; height: number }) {
    Object.defineProperty(chat, 'scrollHeight', { configurable: true, value: height });
    Object.defineProperty(chat, 'clientHeight', { configurable: true, value: 500 });
    chat.scrollTop = top;
    fireEvent.scroll(chat);
  }

  it('offers "Jump to latest" once scrolled up, which goes back down and follows again', async () => {
    const { rerender } = render(windowWith({ liveReplies: [state(1)] }));
    const chat = screen.getByRole('region', { name: 'Chat' });
    const scrollTo = vi.fn();
    chat.scrollTo = scrollTo;
    geometry(chat, { top: 1500, height: 2000 });
    geometry(chat, { top: 1450, height: 2000 });
    // Within 80 px of the bottom, still following.
    expect(screen.queryByRole('button', { name: 'Jump to latest' })).not.toBeInTheDocument();

    geometry(chat, { top: 1000, height: 2000 });
    const jump = screen.getByRole('button', { name: 'Jump to latest' });
    // Not following: growing text leaves the view where the person put it.
    rerender(windowWith({ liveReplies: [state(1, { text: 'The answer grows' })] }));
    expect(chat.scrollTop).toBe(1000);

    await userEvent.setup().click(jump);
    // As far down as it goes: the content's height less the view's.
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 1500, behavior: 'smooth' });
    expect(screen.queryByRole('button', { name: 'Jump to latest' })).not.toBeInTheDocument();
  });

  it('stops following at the first turn of the wheel up, however small, and follows again at the bottom', () => {
    render(windowWith({ liveReplies: [state(1)] }));
    const chat = screen.getByRole('region', { name: 'Chat' });
    geometry(chat, { top: 1500, height: 2000 });
    fireEvent.wheel(chat, { deltaY: -20 });
    geometry(chat, { top: 1480, height: 2000 });
    expect(screen.getByRole('button', { name: 'Jump to latest' })).toBeInTheDocument();
    fireEvent.wheel(chat, { deltaY: 40 });
    geometry(chat, { top: 1500, height: 2000 });
    expect(screen.queryByRole('button', { name: 'Jump to latest' })).not.toBeInTheDocument();
  });

  it('does not stop following when the view moves down or content shrinks under it', () => {
    render(windowWith({}));
    const chat = screen.getByRole('region', { name: 'Chat' });
    geometry(chat, { top: 0, height: 3000 });
    geometry(chat, { top: 900, height: 3000 });
    expect(screen.queryByRole('button', { name: 'Jump to latest' })).not.toBeInTheDocument();
  });

  it('goes to the bottom when the person sends, even when scrolled up', () => {
    const { rerender } = render(windowWith({}));
    const chat = screen.getByRole('region', { name: 'Chat' });
    chat.scrollTo = vi.fn();
    geometry(chat, { top: 2500, height: 3000 });
    geometry(chat, { top: 100, height: 3000 });
    expect(screen.getByRole('button', { name: 'Jump to latest' })).toBeInTheDocument();
    act(() => rerender(windowWith({ sentCount: 1 })));
    expect(chat.scrollTo).toHaveBeenLastCalledWith({ top: 2500, behavior: 'smooth' });
    expect(screen.queryByRole('button', { name: 'Jump to latest' })).not.toBeInTheDocument();
  });
});
