import mammoth from 'mammoth';
import { DocxTooLargeError, openDocxParts } from '#server/uploads/docx-zip';

/** A task for runInWorker (docx-text.ts): a Word document's text, read on a thread of its own. */

export interface DocxTextInput {
  bytes: Uint8Array;
  /** Only this much of the text is kept, and sent back to the server's thread. */
  maxChars: number;
}

export type DocxTextOutput = { kind: 'text'; text: string; cut: boolean } | { kind: 'too-large' };

/** Throws for a broken document. */
export default async function readDocxText({ bytes, maxChars }: DocxTextInput): Promise<DocxTextOutput> {
  try {
    const file = await openDocxParts(bytes);
    // mammoth reads an opened package given as `file` (lib/unzip.js), which its types do not list.
    const { value } = await mammoth.extractRawText({ file } as unknown as { buffer: Buffer });
    const text = value.trim();
    return text.length > maxChars
      ? { kind: 'text', text: text.slice(0, maxChars), cut: true }
      : { kind: 'text', text, cut: false };
  } catch (error) {
    if (error instanceof DocxTooLargeError) return { kind: 'too-large' };
    throw error;
  }
}
