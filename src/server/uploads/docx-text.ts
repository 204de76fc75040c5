import mammoth from 'mammoth';

export interface DocumentText {
  text: string;
  /** The text was longer than asked for and was cut. */
  cut: boolean;
}

/**
 * The text of a Word document, for models that take text only (decision 016); null when it cannot
 * be read. Uploads were checked to be a real, bounded .docx when they were stored.
 */
export async function docxText(content: Buffer, maxChars: number): Promise<DocumentText | null> {
  try {
    const text = (await mammoth.extractRawText({ buffer: content })).value.trim();
    return text.length > maxChars ? { text: text.slice(0, maxChars), cut: true } : { text, cut: false };
  } catch {
    return null;
  }
}

// A large document takes seconds to read, and every later reply (of each provider) sends it again.
// Stored files never change, so their text is kept by storage key: a few, already cut, per process.
const CACHED_DOCUMENTS = 32;
const cache = new Map<string, Promise<DocumentText | null>>();

/** docxText of a stored file, read once per process while it is among the last few used. */
export function storedDocxText(
  storageKey: string,
  load: () => Promise<Buffer | null>,
  maxChars: number,
): Promise<DocumentText | null> {
  const key = `${maxChars}:${storageKey}`;
  const known = cache.get(key);
  if (known) {
    cache.delete(key);
    cache.set(key, known);
    return known;
  }
  const reading = load()
    .catch(() => null)
    .then((bytes) => (bytes ? docxText(bytes, maxChars) : null));
  cache.set(key, reading);
  // A file missing now may be restored; only a read text is worth keeping.
  void reading.then((result) => {
    if (!result) cache.delete(key);
  });
  if (cache.size > CACHED_DOCUMENTS) cache.delete(cache.keys().next().value as string);
  return reading;
}
