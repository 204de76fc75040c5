import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MessageItem } from '#client/features/chat/message/components/message-item';
import { liveMessage } from '#client/testing/chat/fake-event-source';
import { expectToast, renderWithProviders } from '#client/testing/render';
import type { Message } from '#shared/api/messages';

afterEach(() => {
  vi.unstubAllGlobals();
});

const price = { input: 2.5, output: 10, takenOn: '2025-06-01' };
const reply: Message = {
  ...liveMessage(2, 'openai'),
  content: 'Use **bold** here.',
  model: 'gpt-4o',
  firstTokenMs: 420,
  latencyMs: 2140,
  usage: { inputTokens: 1200, outputTokens: 120 },
};

const facts = () =>
  within(screen.getByRole('article', { name: 'OpenAI reply' })).getByRole('button', { name: /to first token/ });

describe('under a reply', () => {
  it('shows its facts, and spells them out with the input tokens and the price date on focus', async () => {
    render(<MessageItem message={reply} userName="Ada" price={price} />);
    expect(facts()).toHaveTextContent('gpt-4o · 420 ms to first token · 2.1 s total · 120 tokens · $0.0042');
    await userEvent.setup().tab();
    expect(facts()).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Tokens: 1,200 input, 120 output');
    expect(tooltip).toHaveTextContent('at the prices of 2025-06-01');
  });

  it('shows no cost when the price is unknown, and "~" on estimated figures', () => {
    render(<MessageItem message={{ ...reply, usageEstimated: true }} userName="Ada" price={null} />);
    expect(facts()).toHaveTextContent(/~120 tokens$/);
    expect(facts()).not.toHaveTextContent('$');
  });

  it('copies the reply’s markdown and says "Copied"', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    render(<MessageItem message={reply} userName="Ada" />);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledExactlyOnceWith('Use **bold** here.');
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(screen.getByText('Reply copied')).toBeInTheDocument();
  });

  it('says when the browser refuses to copy', async () => {
    const user = renderWithProviders(<MessageItem message={reply} userName="Ada" />);
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    await expectToast('The browser did not allow copying.');
    expect(screen.queryByRole('button', { name: 'Copied' })).not.toBeInTheDocument();
  });

  it('offers no copy of an error reply', () => {
    render(<MessageItem message={{ ...reply, error: true }} userName="Ada" />);
    expect(screen.queryByRole('button', { name: 'Copy' })).not.toBeInTheDocument();
  });
});
