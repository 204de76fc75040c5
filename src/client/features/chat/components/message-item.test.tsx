import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessageItem } from '#client/features/chat/components/message-item';
import type { Message } from '#shared/api/messages';

const base: Message = {
  id: 1,
  conversationId: 1,
  content: 'Hello',
  sender: 'user',
  createdAt: new Date().toISOString(),
  model: null,
  error: false,
  usage: null,
  latencyMs: null,
};

describe('MessageItem', () => {
  it("shows the user's message with their initials", async () => {
    render(<MessageItem message={base} userName="Ada Lovelace" />);
    expect(screen.getByRole('article', { name: 'Your message' })).toHaveTextContent('AL');
    expect(await screen.findByText('Hello')).toBeInTheDocument();
  });

  it('names the provider of a reply and its model', () => {
    render(<MessageItem message={{ ...base, sender: 'claude', model: 'claude-3-haiku-20240307' }} userName="Ada" />);
    const reply = screen.getByRole('article', { name: 'Claude reply' });
    expect(reply).toHaveTextContent('claude-3-haiku-20240307');
    expect(reply).not.toHaveAttribute('data-error');
  });

  it('calls any other sender "User"', () => {
    const stranger = { ...base, sender: 'robot' } as unknown as Message;
    render(<MessageItem message={stranger} userName="Ada" />);
    expect(screen.getByRole('article', { name: 'User reply' })).toBeInTheDocument();
  });

  it('marks an error reply', () => {
    render(<MessageItem message={{ ...base, sender: 'openai', error: true }} userName="Ada" />);
    expect(screen.getByRole('article', { name: 'OpenAI reply' })).toHaveAttribute('data-error', 'true');
    expect(screen.getByRole('img', { name: 'Error' })).toBeInTheDocument();
  });
});
