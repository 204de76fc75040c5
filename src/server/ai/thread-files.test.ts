import { describe, expect, it } from 'vitest';
import type { PlannedTurn, ThreadFile } from '#server/ai/prompt';
import { readThreadFiles } from '#server/ai/thread-files';
import { docxWithText } from '#tests/helpers/attachments';
import { bombDocxBytes, pngBytes } from '#tests/helpers/upload-fixtures';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
let nextKey = 0;
const stored = (name: string, mimeType: string): ThreadFile => ({
  name,
  mimeType,
  size: 100,
  storageKey: `k${++nextKey}`,
});
const turnWith = (...files: ThreadFile[]): PlannedTurn[] => [
  { role: 'user', content: 'Q', files: files.map((file) => ({ kind: 'send' as const, file })) },
];

function storage(bytes: Record<string, Buffer>) {
  const reads: string[] = [];
  return {
    reads,
    read: async (key: string) => {
      reads.push(key);
      return bytes[key] ?? null;
    },
  };
}

describe('readThreadFiles', () => {
  it('sends images and PDFs as base64 and documents as text, with no notice', async () => {
    const image = stored('a.png', 'image/png');
    const letter = stored('b.docx', DOCX);
    const { read } = storage({ [image.storageKey]: pngBytes(), [letter.storageKey]: docxWithText('Dear Ada') });

    const { messages, notice } = await readThreadFiles(turnWith(image, letter), { model: 'gpt-4o', read });

    expect(messages[0]?.files).toEqual([
      { type: 'image', name: 'a.png', mediaType: 'image/png', base64: pngBytes().toString('base64') },
      { type: 'text', name: 'b.docx', text: 'Dear Ada' },
    ]);
    expect(notice).toBeNull();
  });

  it('cuts a long document, says so to the model and to the person', async () => {
    const letter = stored('long.docx', DOCX);
    const { read } = storage({ [letter.storageKey]: docxWithText('abcdefghij') });

    const { messages, notice } = await readThreadFiles(turnWith(letter), { model: 'gpt-4o', read, maxTextChars: 4 });

    expect(messages[0]?.files).toEqual([
      {
        type: 'text',
        name: 'long.docx',
        text: 'abcd\n\n[The rest of long.docx is left out: it is too long for this conversation.]',
      },
    ]);
    expect(notice).toBe('long.docx is too long to send whole: gpt-4o was given the start only.');
  });

  it('names a document that is not readable or has no text, instead of failing the reply', async () => {
    const broken = stored('broken.docx', DOCX);
    const empty = stored('empty.docx', DOCX);
    const { read } = storage({ [broken.storageKey]: Buffer.from('not a zip'), [empty.storageKey]: docxWithText('') });

    const { messages, notice } = await readThreadFiles(turnWith(broken, empty), { model: 'gpt-4o', read });

    expect(messages[0]?.files).toEqual([
      {
        type: 'note',
        text: '[Attached file: broken.docx. The file could not be read on the server, so only its name is given.]',
      },
      { type: 'note', text: '[Attached file: empty.docx. The document contains no text.]' },
    ]);
    expect(notice).toBe('broken.docx could not be read on the server: gpt-4o was given its name only.');
  });

  it('names a document too large to read, telling the person why, and reads it once', async () => {
    const bomb = stored('report.docx', DOCX);
    const { read, reads } = storage({ [bomb.storageKey]: bombDocxBytes(9) });

    const { messages, notice } = await readThreadFiles(turnWith(bomb), { model: 'gpt-4o', read });
    const again = await readThreadFiles(turnWith(bomb), { model: 'claude-sonnet-4', read });

    expect(messages[0]?.files).toEqual([
      {
        type: 'note',
        text: '[Attached file: report.docx. The document is too large to read on the server, so only its name is given.]',
      },
    ]);
    expect(notice).toBe('report.docx is too large to read: gpt-4o was given its name only.');
    expect(again.notice).toBe('report.docx is too large to read: claude-sonnet-4 was given its name only.');
    expect(reads).toEqual([bomb.storageKey]);
  });

  it('reads a document once for every reply that sends it', async () => {
    const letter = stored('c.docx', DOCX);
    const { read, reads } = storage({ [letter.storageKey]: docxWithText('Once') });

    await Promise.all([
      readThreadFiles(turnWith(letter), { model: 'gpt-4o', read }),
      readThreadFiles(turnWith(letter), { model: 'claude-sonnet-4', read }),
    ]);
    const again = await readThreadFiles(turnWith(letter), { model: 'gpt-4o', read });

    expect(reads).toEqual([letter.storageKey]);
    expect(again.messages[0]?.files).toEqual([{ type: 'text', name: 'c.docx', text: 'Once' }]);
  });

  it('treats a storage error as a missing file', async () => {
    const image = stored('d.png', 'image/png');
    const read = async () => {
      throw Object.assign(new Error('permission denied'), { code: 'EACCES' });
    };

    const { notice } = await readThreadFiles(turnWith(image), { model: 'gpt-4o', read });

    expect(notice).toBe('d.png could not be read on the server: gpt-4o was given its name only.');
  });
});
