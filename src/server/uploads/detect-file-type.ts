import type { Entry } from 'yauzl';
import { stripFormatCharacters } from '#shared/strip-format-characters';

export interface DetectedType {
  mimeType: string;
  extensions: readonly string[];
}

const PDF: DetectedType = { mimeType: 'application/pdf', extensions: ['pdf'] };
const JPEG: DetectedType = { mimeType: 'image/jpeg', extensions: ['jpg', 'jpeg'] };
const PNG: DetectedType = { mimeType: 'image/png', extensions: ['png'] };
const DOCX: DetectedType = {
  mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  extensions: ['docx'],
};

// A 1 MB docx that unpacks to more than this is a zip bomb, not a document.
const DOCX_MAX_UNPACKED_BYTES = 50 * 1024 * 1024;
const DOCX_MAX_ENTRIES = 2_000;

const startsWith = (buffer: Buffer, bytes: number[]) => bytes.every((byte, index) => buffer[index] === byte);

// Loaded with the first zip: a server that never sees one never holds the reader (decision 056).
async function zipEntries(buffer: Buffer): Promise<{ names: Set<string>; unpackedBytes: number } | null> {
  const { default: yauzl } = await import('yauzl');
  return new Promise((resolve) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true, validateEntrySizes: true }, (openError, zip) => {
      if (openError || !zip) return resolve(null);
      // The directory's own count: names may repeat, and each entry is one more to read.
      if (zip.entryCount > DOCX_MAX_ENTRIES) {
        zip.close();
        return resolve(null);
      }
      const names = new Set<string>();
      let unpackedBytes = 0;
      zip.on('entry', (entry: Entry) => {
        names.add(entry.fileName);
        unpackedBytes += entry.uncompressedSize;
        if (unpackedBytes > DOCX_MAX_UNPACKED_BYTES) {
          zip.close();
          return resolve(null);
        }
        zip.readEntry();
      });
      zip.on('end', () => resolve({ names, unpackedBytes }));
      zip.on('error', () => resolve(null));
      zip.readEntry();
    });
  });
}

async function isDocx(buffer: Buffer): Promise<boolean> {
  if (!startsWith(buffer, [0x50, 0x4b, 0x03, 0x04])) return false;
  const entries = await zipEntries(buffer);
  return Boolean(entries?.names.has('[Content_Types].xml') && entries.names.has('word/document.xml'));
}

/** The type by content; null unless the content is one we accept AND the extension agrees with it. */
export async function detectFileType(content: Buffer, fileName: string): Promise<DetectedType | null> {
  const extension = fileName.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? '';
  let detected: DetectedType | null = null;
  if (startsWith(content, [0x25, 0x50, 0x44, 0x46, 0x2d])) detected = PDF;
  else if (startsWith(content, [0xff, 0xd8, 0xff])) detected = JPEG;
  else if (startsWith(content, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) detected = PNG;
  else if (await isDocx(content)) detected = DOCX;
  return detected?.extensions.includes(extension) ? detected : null;
}

const FILE_NAME_MAX_LENGTH = 200;

/**
 * A name safe to show and to put in a Content-Disposition header. Format characters (Cf: bidi
 * overrides, zero-width) go too, as they make a name read as another ("cv\u202Efdp.exe" shows as
 * "cvexe.pdf"); so do lone surrogates (Cs), which the header's encodeURIComponent throws on.
 */
export function sanitizeFileName(fileName: string): string {
  const base = fileName.split(/[/\\]/).pop() ?? '';
  const cleaned = stripFormatCharacters(base.replace(/["<>|:*?]/g, '')).trim();
  // Cut by code points, never inside a surrogate pair, and keep the extension the type was checked against.
  const chars = Array.from(cleaned);
  if (chars.length <= FILE_NAME_MAX_LENGTH) return cleaned || 'file';
  const extension = Array.from(cleaned.match(/\.[a-z0-9]{1,10}$/i)?.[0] ?? '');
  return (
    chars
      .slice(0, FILE_NAME_MAX_LENGTH - extension.length)
      .join('')
      .trimEnd() + extension.join('')
  );
}
