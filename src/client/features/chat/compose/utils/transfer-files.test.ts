import { describe, expect, it } from 'vitest';
import { carriesFiles, pastedFiles } from '#client/features/chat/compose/utils/transfer-files';

const image = new File(['png'], 'image.png', { type: 'image/png' });

describe('carriesFiles', () => {
  it('is true only for a drag of files', () => {
    expect(carriesFiles({ types: ['Files'] })).toBe(true);
    expect(carriesFiles({ types: ['text/plain', 'text/uri-list'] })).toBe(false);
    expect(carriesFiles(null)).toBe(false);
  });
});

describe('pastedFiles', () => {
  it("gives a pasted image's file", () => {
    expect(pastedFiles({ types: ['Files'], files: [image] })).toEqual([image]);
  });

  it('leaves a paste of text (even with a picture of it) to the text box', () => {
    expect(pastedFiles({ types: ['text/plain', 'text/html', 'Files'], files: [image] })).toEqual([]);
    expect(pastedFiles({ types: ['text/plain'], files: [] })).toEqual([]);
  });
});
