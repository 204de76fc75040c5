import yauzl from 'yauzl';

/**
 * A Word document's parts, unpacked on demand with every inflated byte counted (decision 033).
 * The sizes a zip declares are the sender's word; only the bytes that actually come out of inflate
 * are trusted, so a zip that lies about them stops at the same limits as one that does not.
 */

export interface DocxZipLimits {
  /** Entries in the zip's directory. */
  maxEntries: number;
  /** Bytes any one part may unpack to (word/document.xml is the one that grows). */
  maxPartBytes: number;
  /** Bytes all the parts read together may unpack to. */
  maxTotalBytes: number;
}

const MB = 1024 * 1024;

export const DOCX_ZIP_LIMITS: DocxZipLimits = {
  // As many as an upload may have (detect-file-type.ts).
  maxEntries: 2_000,
  // 8 MB of XML holds far more than the 96,000 characters a model is given (HISTORY_BUDGET_CHARS),
  // and mammoth needs 60–90 times the XML's size in memory for short paragraphs (the heap limit is the next bound).
  maxPartBytes: 8 * MB,
  // Styles, numbering, notes and comments beside the document.
  maxTotalBytes: 16 * MB,
};

/** The document unpacks to more than the limits allow: a verdict on the file, not a failure. */
export class DocxTooLargeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DocxTooLargeError';
  }
}

/** What mammoth reads a package through (its `file` input): parts by name, read when asked for. */
export interface DocxParts {
  exists(name: string): boolean;
  read(name: string, encoding?: string): Promise<string | Uint8Array>;
}

function directory(zip: yauzl.ZipFile): Promise<Map<string, yauzl.Entry>> {
  return new Promise((resolve, reject) => {
    const entries = new Map<string, yauzl.Entry>();
    zip.on('entry', (entry: yauzl.Entry) => {
      if (!entries.has(entry.fileName)) entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', reject);
    zip.readEntry();
  });
}

/** The entry's bytes; `count` is told of each inflated chunk and throws to stop there. */
function inflate(zip: yauzl.ZipFile, entry: yauzl.Entry, count: (bytes: number) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (openError, stream) => {
      if (openError) return reject(openError);
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => {
        try {
          count(chunk.length);
          chunks.push(chunk);
        } catch (error) {
          stream.destroy();
          reject(error);
        }
      });
      stream.on('error', reject);
      stream.on('end', () => resolve(Buffer.concat(chunks)));
    });
  });
}

/** Opens a .docx for mammoth; rejects with DocxTooLargeError past the limits, or another error if broken. */
export async function openDocxParts(bytes: Uint8Array, limits = DOCX_ZIP_LIMITS): Promise<DocxParts> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // Sizes are checked by counting below, so yauzl's check against the declared ones is not needed.
  const zip = await yauzl.fromBufferPromise(buffer, { validateEntrySizes: false });
  if (zip.entryCount > limits.maxEntries) {
    throw new DocxTooLargeError(`${zip.entryCount} entries, more than ${limits.maxEntries}`);
  }
  const entries = await directory(zip);
  let total = 0;
  return {
    exists: (name) => entries.has(name),
    async read(name, encoding) {
      const entry = entries.get(name);
      if (!entry) throw new Error(`the document has no part ${name}`);
      let part = 0;
      const content = await inflate(zip, entry, (chunk) => {
        part += chunk;
        total += chunk;
        if (part > limits.maxPartBytes)
          throw new DocxTooLargeError(`${name} unpacks to more than ${limits.maxPartBytes} bytes`);
        if (total > limits.maxTotalBytes)
          throw new DocxTooLargeError(`the parts unpack to more than ${limits.maxTotalBytes} bytes`);
      });
      return encoding ? new TextDecoder(encoding).decode(content) : new Uint8Array(content);
    },
  };
}
