import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessageItem } from '#client/features/chat/message/components/message-item';
import { buildMessage } from '#client/testing/build-message';
import type { Message } from '#shared/api/messages';

const imported: Message = buildMessage({
  conversationId: 1,
  content: 'What is in this picture? [File: photo.png]',
  createdAt: new Date().toISOString(),
  importedAttachments: [
    { originalname: 'photo.png', mimetype: 'image/png', size: 2048 },
    { originalname: 'notes.pdf', mimetype: 'application/pdf', size: 300 },
  ],
});

describe('the files of an imported message', () => {
  it('are named with their size, said not to be imported, and link nowhere', () => {
    render(<MessageItem message={imported} userName="Ada Lovelace" />);

    const list = screen.getByRole('list', { name: 'Attachments not imported' });
    const chips = within(list).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual([
      'photo.png2 KB · not imported',
      'notes.pdf300 B · not imported',
    ]);
    expect(chips[0]).toHaveAttribute('title', 'photo.png (2 KB): only its name came with the import');
    expect(within(list).queryByRole('link')).not.toBeInTheDocument();
    expect(within(list).queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Attachments' })).not.toBeInTheDocument();
  });

  it('are not there for a message sent here', () => {
    render(<MessageItem message={{ ...imported, importedAttachments: undefined }} userName="Ada Lovelace" />);
    expect(screen.queryByRole('list', { name: 'Attachments not imported' })).not.toBeInTheDocument();
  });
});
