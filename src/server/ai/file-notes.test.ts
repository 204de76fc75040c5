import { describe, expect, it } from 'vitest';
import { fileNotice } from '#server/ai/file-notes';

describe('fileNotice', () => {
  const none = { images: [], pdfs: [] };

  it('says in one line what the model was given by name only', () => {
    expect(
      fileNotice({
        model: 'gpt-3.5-turbo',
        nameOnly: { ...none, images: ['photo.png'] },
        unreadable: [],
        tooLarge: [],
        shortened: [],
      }),
    ).toBe('gpt-3.5-turbo cannot read images: it was given the name of photo.png only.');
    expect(
      fileNotice({
        model: 'claude-3-haiku-20240307',
        nameOnly: { images: [], pdfs: ['a.pdf', 'b.pdf', 'c.pdf'] },
        unreadable: ['gone.png'],
        tooLarge: ['big.docx'],
        shortened: [],
      }),
    ).toBe(
      'claude-3-haiku-20240307 cannot read PDF files: it was given the names of a.pdf, b.pdf and c.pdf only. gone.png could not be read on the server: claude-3-haiku-20240307 was given its name only. big.docx is too large to read: claude-3-haiku-20240307 was given its name only.',
    );
  });

  it('is null when every file reached the model whole', () => {
    expect(fileNotice({ model: 'gpt-4o', nameOnly: none, unreadable: [], tooLarge: [], shortened: [] })).toBeNull();
  });
});
