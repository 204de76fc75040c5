import { serverFile } from '#server/server-files';
import type { DocxTextInput, DocxTextOutput } from '#server/uploads/docx-text-task';
import { runInWorker, type WorkerLimits, type WorkerTask } from '#server/workers/run-in-worker';
import { WorkerTaskError } from '#server/workers/task-thread';

/**
 * What reading a Word document gave: its text (cut when longer than asked for), or that it is too
 * large to read (past the byte limits of docx-zip.ts, or the thread's time or memory), or that it
 * could not be read at all (broken, or its bytes are gone).
 */
export type DocxReading = DocxTextOutput | { kind: 'unreadable' };

const TASK: WorkerTask<DocxTextInput, DocxTextOutput> = {
  module: serverFile('uploads/docx-text-task.ts'),
};

// The most text an upload may hold (1 MB: 2 million characters, 2–3 MB of XML) reads here in about 1 s.
const LIMITS: WorkerLimits = { timeoutMs: 10_000, maxHeapMb: 256 };

/** The text of a Word document, for models that take text only (decisions 016 and 033). */
export async function docxText(content: Uint8Array, maxChars: number): Promise<DocxReading> {
  try {
    return await runInWorker(TASK, { bytes: content, maxChars }, LIMITS);
  } catch (error) {
    // Past its time or heap the document is too much to read, as past the byte limits.
    if (error instanceof WorkerTaskError && error.reason !== 'failed') return { kind: 'too-large' };
    return { kind: 'unreadable' };
  }
}

// Every later reply (of each provider) sends a document again. Stored files never change, so what
// reading one gave is kept by storage key: a few, already cut, per process.
const CACHED_DOCUMENTS = 32;
const cache = new Map<string, Promise<DocxReading>>();

/** docxText of a stored file, read once per process while it is among the last few used. */
export function storedDocxText(
  storageKey: string,
  load: () => Promise<Buffer | null>,
  maxChars: number,
): Promise<DocxReading> {
  const key = `${maxChars}:${storageKey}`;
  const known = cache.get(key);
  if (known) {
    cache.delete(key);
    cache.set(key, known);
    return known;
  }
  const reading = load()
    .catch(() => null)
    .then((bytes): Promise<DocxReading> | DocxReading => (bytes ? docxText(bytes, maxChars) : { kind: 'unreadable' }));
  cache.set(key, reading);
  // A file missing now may be restored; a text, or a verdict of too large, is worth keeping.
  void reading.then((result) => {
    if (result.kind === 'unreadable') cache.delete(key);
  });
  if (cache.size > CACHED_DOCUMENTS) cache.delete(cache.keys().next().value as string);
  return reading;
}
