import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '#server/db/database';
import { uploadedFiles } from '#server/db/schema/uploaded-files';
import type { SignedIn } from '#tests/helpers/test-app';
import { docxEntries, fileUpload, jpegBytes, pdfBytes, pngBytes, zipBytes } from '#tests/helpers/upload-fixtures';

export const DOCX_TEXT = 'Quarterly figures: revenue rose by 12 percent.';

/** A Word document whose one paragraph is `text`, readable by mammoth. */
export function docxWithText(text: string): Buffer {
  const document = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`;
  return zipBytes(docxEntries({ data: document }));
}

/** One tiny valid file of each accepted type, as the tests send them. */
export const SAMPLES = {
  png: { name: 'photo.png', bytes: pngBytes(), mimeType: 'image/png' },
  jpeg: { name: 'holiday.jpg', bytes: jpegBytes(), mimeType: 'image/jpeg' },
  pdf: { name: 'paper.pdf', bytes: pdfBytes(), mimeType: 'application/pdf' },
  docx: {
    name: 'letter.docx',
    bytes: docxWithText(DOCX_TEXT),
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
} as const;

/** Uploads through POST /api/upload; the new file's id. */
export async function upload(caller: SignedIn, name: string, bytes: Buffer): Promise<number> {
  const response = await caller.call({ method: 'POST', url: '/api/upload', ...fileUpload(name, bytes) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

export async function storageKeyOf(db: Database, id: number): Promise<string | undefined> {
  const [row] = await db.select().from(uploadedFiles).where(eq(uploadedFiles.id, id));
  return row?.storageKey;
}

export async function isOnDisk(dataDir: string, storageKey: string): Promise<boolean> {
  return fs.access(path.join(dataDir, 'uploads', storageKey)).then(
    () => true,
    () => false,
  );
}

/** The bytes of a `data:{type};base64,…` URL, after checking its type. */
export function decodeDataUrl(url: string, mimeType: string): Buffer {
  const prefix = `data:${mimeType};base64,`;
  expect(url.startsWith(prefix), url.slice(0, 60)).toBe(true);
  return Buffer.from(url.slice(prefix.length), 'base64');
}
