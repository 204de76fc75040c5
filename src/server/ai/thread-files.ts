import {
  emptyDocumentNote,
  type FileNoticeFacts,
  fileNotice,
  nameOnlyNote,
  shortenedDocumentEnd,
  tooLargeNote,
  unreadableNote,
} from '#server/ai/file-notes';
import { HISTORY_BUDGET_CHARS, type PlannedFile, type PlannedTurn } from '#server/ai/prompt';
import type { ChatTurn, TurnFile } from '#server/ai/providers/chat-provider';
import { storedDocxText } from '#server/uploads/docx-text';

export interface ReadThreadOptions {
  model: string;
  /** A file's stored bytes, or null when they are gone. */
  read(storageKey: string): Promise<Buffer | null>;
  /** The longest Word document text sent; the rest is left out with a line saying so. */
  maxTextChars?: number;
}

type Facts = Omit<FileNoticeFacts, 'model'>;

/** One planned file as the provider gets it, noting in `facts` what the person should be told. */
async function resolve(planned: PlannedFile, facts: Facts, options: ReadThreadOptions): Promise<TurnFile> {
  if (planned.kind === 'note') return { type: 'note', text: planned.text };
  const { name, mimeType, storageKey } = planned.file;
  if (planned.kind === 'name-only') {
    facts.nameOnly[planned.cannotRead].push(name);
    return { type: 'note', text: nameOnlyNote(name, planned.cannotRead) };
  }
  const unreadable = (): TurnFile => {
    facts.unreadable.push(name);
    return { type: 'note', text: unreadableNote(name) };
  };
  // A file that cannot be read is named, not a failed reply.
  const read = () => options.read(storageKey).catch(() => null);
  if (mimeType === 'image/png' || mimeType === 'image/jpeg' || mimeType === 'application/pdf') {
    const bytes = await read();
    if (!bytes) return unreadable();
    const base64 = bytes.toString('base64');
    return mimeType === 'application/pdf'
      ? { type: 'pdf', name, base64 }
      : { type: 'image', name, mediaType: mimeType, base64 };
  }
  const document = await storedDocxText(storageKey, read, options.maxTextChars ?? HISTORY_BUDGET_CHARS);
  if (document.kind === 'unreadable') return unreadable();
  if (document.kind === 'too-large') {
    facts.tooLarge.push(name);
    return { type: 'note', text: tooLargeNote(name) };
  }
  if (!document.text) return { type: 'note', text: emptyDocumentNote(name) };
  if (!document.cut) return { type: 'text', name, text: document.text };
  facts.shortened.push(name);
  return { type: 'text', name, text: document.text + shortenedDocumentEnd(name) };
}

/**
 * Reads the files a planned thread sends (buildThread), and says in one line what the model did
 * not get whole: files it cannot read, files gone from storage, documents too large to read or cut to fit.
 */
export async function readThreadFiles(
  turns: PlannedTurn[],
  options: ReadThreadOptions,
): Promise<{ messages: ChatTurn[]; notice: string | null }> {
  const facts: Facts = { nameOnly: { images: [], pdfs: [] }, unreadable: [], tooLarge: [], shortened: [] };
  const messages: ChatTurn[] = [];
  // One file at a time, in order: the notice lists names in the order the person sent them.
  for (const { role, content, files } of turns) {
    if (!files) {
      messages.push({ role, content });
      continue;
    }
    const resolved: TurnFile[] = [];
    for (const file of files) resolved.push(await resolve(file, facts, options));
    messages.push({ role, content, files: resolved });
  }
  return { messages, notice: fileNotice({ model: options.model, ...facts }) };
}
