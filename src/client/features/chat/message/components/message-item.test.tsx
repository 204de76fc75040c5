import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessageItem } from '#client/features/chat/message/components/message-item';
import { buildMessage } from '#client/testing/build-message';
import { renderWithProviders } from '#client/testing/render';
import type { Message } from '#shared/api/messages';

const base: Message = buildMessage({ conversationId: 1, content: 'Hello', createdAt: new Date().toISOString() });

describe('MessageItem', () => {
  it("shows the user's message with their initials", async () => {
    render(<MessageItem message={base} userName="Ada Lovelace" />);
    expect(screen.getByRole('article', { name: 'Your message' })).toHaveTextContent('AL');
    expect(await screen.findByText('Hello')).toBeInTheDocument();
  });

  it('shows sent files as chips, not as their tags in the text, and opens an image in the page', async () => {
    const chart = { id: 5, originalname: 'chart.png', mimetype: 'image/png', size: 2048 };
    const notes = { id: 6, originalname: 'notes.pdf', mimetype: 'application/pdf', size: 300 };
    const message = {
      ...base,
      content: 'Describe this chart [File: chart.png] [File: notes.pdf]',
      attachments: [chart, notes],
    };
    const session = renderWithProviders(<MessageItem message={message} userName="Ada Lovelace" />);
    const article = screen.getByRole('article', { name: 'Your message' });
    expect(await within(article).findByText('Describe this chart')).toBeInTheDocument();
    expect(article).not.toHaveTextContent('[File:');
    const chips = within(within(article).getByRole('list', { name: 'Attachments' })).getAllByRole('listitem');
    expect(chips).toHaveLength(2);
    expect(within(chips[1] as HTMLElement).getByRole('link')).toHaveAttribute('download', 'notes.pdf');

    await session.click(within(chips[0] as HTMLElement).getByRole('button', { name: 'chart.png' }));
    const preview = await screen.findByRole('dialog', { name: 'chart.png' });
    expect(within(preview).getByRole('img', { name: 'chart.png' })).toHaveAttribute('src', '/api/uploads/5');
    expect(within(preview).getByRole('link', { name: /Download/ })).toHaveAttribute('download', 'chart.png');
  });

  it('shows no empty bubble for a message of files alone', () => {
    const notes = { id: 6, originalname: 'notes.pdf', mimetype: 'application/pdf', size: 300 };
    render(<MessageItem message={{ ...base, content: '[File: notes.pdf]', attachments: [notes] }} userName="Ada" />);
    const article = screen.getByRole('article', { name: 'Your message' });
    expect(article).not.toHaveTextContent('[File:');
    expect(within(article).getByRole('list', { name: 'Attachments' })).toHaveTextContent('notes.pdf');
  });

  it('names the provider of a reply and its model', () => {
    render(<MessageItem message={{ ...base, sender: 'claude', model: 'claude-3-haiku-20240307' }} userName="Ada" />);
    const reply = screen.getByRole('article', { name: 'Claude reply' });
    expect(reply).toHaveTextContent('claude-3-haiku-20240307');
    expect(reply).not.toHaveAttribute('data-error');
  });

  it('names a connection the catalogue does not list (yet) by its id', () => {
    render(<MessageItem message={{ ...base, sender: 'ollama' }} userName="Ada" />);
    expect(screen.getByRole('article', { name: 'ollama reply' })).toBeInTheDocument();
  });

  it('marks an error reply', () => {
    render(<MessageItem message={{ ...base, sender: 'openai', error: true }} userName="Ada" />);
    expect(screen.getByRole('article', { name: 'OpenAI reply' })).toHaveAttribute('data-error', 'true');
    expect(screen.getByRole('img', { name: 'Error' })).toBeInTheDocument();
  });

  it("shows a user message's files under its text: images as thumbnails, others by name and size", () => {
    const attachments = [
      { id: 3, originalname: 'chart.png', mimetype: 'image/png', size: 2048 },
      { id: 4, originalname: 'notes.pdf', mimetype: 'application/pdf', size: 4096 },
    ];
    render(<MessageItem message={{ ...base, attachments }} userName="Ada" />);
    const list = screen.getByRole('list', { name: 'Attachments' });
    const image = within(list).getByRole('img', { name: 'chart.png' });
    expect(image).toHaveAttribute('src', '/api/uploads/3');
    expect(image).toHaveAttribute('loading', 'lazy');
    // An image opens a preview in the page (the next test), not a download.
    expect(within(list).getByRole('button', { name: 'chart.png' })).toHaveAttribute('aria-haspopup', 'dialog');
    const document = within(list).getByRole('link', { name: /notes\.pdf/ });
    expect(document).toHaveAttribute('href', '/api/uploads/4');
    expect(document).toHaveAttribute('download', 'notes.pdf');
    expect(document).toHaveTextContent('notes.pdf4 KB');
    expect(within(document).queryByRole('img')).not.toBeInTheDocument();
  });

  it('lists no files for a message without any', () => {
    render(<MessageItem message={base} userName="Ada" />);
    expect(screen.queryByRole('list', { name: 'Attachments' })).not.toBeInTheDocument();
  });

  it("shows a reply's notice as a line of its own, outside the reply's text", async () => {
    const notice = 'gpt-3.5-turbo cannot read images: it was given the name of photo.png only.';
    render(<MessageItem message={{ ...base, sender: 'openai', content: 'A photo.', notice }} userName="Ada" />);
    const reply = screen.getByRole('article', { name: 'OpenAI reply' });
    const line = within(reply).getByText(notice).closest('p') as HTMLElement;
    const text = await within(reply).findByText('A photo.');
    // Above the reply's text, and not inside the bubble that holds it.
    expect(line.compareDocumentPosition(text) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(line.parentElement).toBe(reply.lastElementChild);
    expect(line).not.toContainElement(text);
  });
});
