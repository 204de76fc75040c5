import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { uploadedFiles } from '#server/db/schema/uploaded-files';
import { UPLOAD_MAX_BYTES } from '#shared/constants';
import { call, type SignedIn, signIn, useTestApp } from '#tests/helpers/test-app';
import {
  docxBytes,
  fileUpload,
  jpegBytes,
  multipart,
  pdfBytes,
  pngBytes,
  zipBombDocxBytes,
  zipBytes,
} from '#tests/helpers/upload-fixtures';

const ctx = useTestApp();

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const upload = (user: SignedIn, filename: string, content: Buffer | string) =>
  user.call({ method: 'POST', url: '/api/upload', ...fileUpload(filename, content) });

async function storedFiles(): Promise<string[]> {
  return fs.readdir(path.join(ctx.config.dataDir, 'uploads')).catch(() => []);
}

/** A refusal: the usual error body, plus the `error` field the upload form reads (docs/behaviour.md, Entities). */
function expectRefused(response: LightMyRequestResponse, status: number, code: string) {
  expect(response.statusCode).toBe(status);
  const body = response.json();
  expect(body).toMatchObject({ code, message: expect.any(String) });
  expect(body.message.length).toBeGreaterThan(0);
  expect(body.error).toBe(body.message);
}

/** Sends a refused upload and checks that neither a row nor a file was left behind. */
async function expectNothingStored(send: () => Promise<LightMyRequestResponse>, status: number, code: string) {
  const before = await storedFiles();
  expectRefused(await send(), status, code);
  expect(await storedFiles()).toEqual(before);
  expect(await ctx.db.select().from(uploadedFiles)).toEqual([]);
}

describe('POST /api/upload', () => {
  it.each([
    ['pixel.png', pngBytes(), 'image/png'],
    ['photo.jpeg', jpegBytes(), 'image/jpeg'],
    ['PHOTO.JPG', jpegBytes(), 'image/jpeg'],
    ['paper.pdf', pdfBytes(), 'application/pdf'],
    ['letter.docx', docxBytes(), DOCX_TYPE],
  ])('accepts %s', async (filename, content, mimetype) => {
    const alice = await signIn(ctx);
    const response = await upload(alice, filename, content);

    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      id: expect.any(Number),
      originalname: filename,
      mimetype,
      size: content.length,
    });
  });

  it('stores the bytes under DATA_DIR/uploads with a generated name', async () => {
    const alice = await signIn(ctx);
    const content = pdfBytes();
    const response = await upload(alice, 'report.pdf', content);
    expect(response.statusCode).toBe(201);

    const [row] = await ctx.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, response.json().id));
    expect(row).toMatchObject({ userId: alice.user.id, originalName: 'report.pdf', size: content.length });
    expect(row?.storageKey).toMatch(UUID);
    const stored = await fs.readFile(path.join(ctx.config.dataDir, 'uploads', row?.storageKey ?? 'missing'));
    expect(stored.equals(content)).toBe(true);
  });

  it('accepts a file of exactly 1 MB', async () => {
    const alice = await signIn(ctx);
    const content = Buffer.concat([pdfBytes(), Buffer.alloc(UPLOAD_MAX_BYTES - pdfBytes().length, 0x20)]);
    const response = await upload(alice, 'big.pdf', content);

    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ size: UPLOAD_MAX_BYTES });
  });

  it('refuses a file just over 1 MB with 413 and stores nothing', async () => {
    const alice = await signIn(ctx);
    const content = Buffer.concat([pdfBytes(), Buffer.alloc(UPLOAD_MAX_BYTES + 1 - pdfBytes().length, 0x20)]);
    await expectNothingStored(() => upload(alice, 'big.pdf', content), 413, 'file_too_large');
  });

  it('refuses a declared oversize body with 413 before reading any of it', async () => {
    const alice = await signIn(ctx);
    const declared = 2 * UPLOAD_MAX_BYTES;
    let bytesRead = 0;
    const body = new Readable({
      read() {
        bytesRead += 64 * 1024;
        this.push(bytesRead > declared ? null : Buffer.alloc(64 * 1024));
      },
    });
    const { headers } = fileUpload('big.png', pngBytes());

    await expectNothingStored(
      () =>
        alice.call({
          method: 'POST',
          url: '/api/upload',
          payload: body,
          headers: { ...headers, 'content-length': String(declared) },
        }),
      413,
      'file_too_large',
    );
    expect(bytesRead).toBe(0);
  });

  it.each([
    ['an HTML page named .png (a polyglot)', 'cat.png', '<!doctype html><script>alert(document.cookie)</script>'],
    ['a PNG named .pdf', 'paper.pdf', pngBytes()],
    ['a PDF named .png', 'pixel.png', pdfBytes()],
    ['a text file', 'notes.txt', 'plain words'],
    ['a PNG named .txt', 'pixel.txt', pngBytes()],
    ['a plain zip named .docx', 'archive.docx', zipBytes([{ name: 'readme.txt', data: 'hello' }])],
    ['a docx claiming to unpack to gigabytes (a zip bomb)', 'bomb.docx', zipBombDocxBytes()],
    ['an empty file', 'empty.pdf', Buffer.alloc(0)],
  ])('refuses %s with 415 and stores nothing', async (_case, filename, content) => {
    const alice = await signIn(ctx);
    await expectNothingStored(() => upload(alice, filename, content), 415, 'unsupported_file_type');
  });

  it('refuses a body without a file field with 400', async () => {
    const alice = await signIn(ctx);
    const textOnly = multipart([{ name: 'file', content: 'not a file' }]);
    await expectNothingStored(
      () => alice.call({ method: 'POST', url: '/api/upload', ...textOnly }),
      400,
      'bad_request',
    );

    const otherField = multipart([{ name: 'document', filename: 'pixel.png', content: pngBytes() }]);
    await expectNothingStored(
      () => alice.call({ method: 'POST', url: '/api/upload', ...otherField }),
      400,
      'bad_request',
    );
  });

  it('refuses a malformed or cut-off multipart body with 400', async () => {
    const alice = await signIn(ctx);
    const { payload, headers } = fileUpload('pixel.png', pngBytes());
    for (const [what, request] of [
      ['no boundary', { payload, headers: { 'content-type': 'multipart/form-data' } }],
      ['cut off', { payload: payload.subarray(0, payload.length - 40), headers }],
    ] as const) {
      const send = () => alice.call({ method: 'POST', url: '/api/upload', ...request });
      await expectNothingStored(send, 400, 'bad_request').catch((error: Error) => {
        throw new Error(`${what}: ${error.message}`);
      });
    }
  });

  it('stores the name without invisible format characters (bidi overrides, zero-width)', async () => {
    const alice = await signIn(ctx);
    // Shown as "invoicefdp.exe" by a bidi-aware screen: the override disguises the real type.
    const response = await upload(alice, 'in\u200Bvoice\u202Eexe.pdf\u202C\uFEFF\u2066.pdf', pdfBytes());

    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ originalname: 'invoiceexe.pdf.pdf' });
    const [row] = await ctx.db.select().from(uploadedFiles);
    expect(row?.originalName).toBe('invoiceexe.pdf.pdf');
  });

  it('refuses a JSON body with 415', async () => {
    const alice = await signIn(ctx);
    await expectNothingStored(
      () => alice.call({ method: 'POST', url: '/api/upload', payload: { file: 'pixel.png' } }),
      415,
      'unsupported_media_type',
    );
  });

  it('answers 401 to anonymous callers', async () => {
    await expectNothingStored(
      () => call(ctx.app, { method: 'POST', url: '/api/upload', ...fileUpload('pixel.png', pngBytes()) }),
      401,
      'unauthenticated',
    );
  });
});

describe('GET /api/uploads/:id', () => {
  it('serves the owner’s file as a download with a sanitised name', async () => {
    const alice = await signIn(ctx);
    const content = pdfBytes();
    const created = await upload(alice, '../../Résumé "final" (v2).pdf', content);
    expect(created.json()).toMatchObject({ originalname: 'Résumé final (v2).pdf' });

    const response = await alice.call({ url: `/api/uploads/${created.json().id}` });

    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(content)).toBe(true);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="R_sum_ final (v2).pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20final%20%28v2%29.pdf`,
    );
  });

  it('serves each type with its own Content-Type', async () => {
    const alice = await signIn(ctx);
    for (const [filename, content, type] of [
      ['pixel.png', pngBytes(), 'image/png'],
      ['photo.jpg', jpegBytes(), 'image/jpeg'],
      ['letter.docx', docxBytes(), DOCX_TYPE],
    ] as const) {
      const created = await upload(alice, filename, content);
      const response = await alice.call({ url: `/api/uploads/${created.json().id}` });
      expect(response.headers['content-type'], filename).toBe(type);
      expect(response.rawPayload.equals(content), filename).toBe(true);
      expect(response.headers['content-disposition'], filename).toMatch(`attachment; filename="${filename}"`);
    }
  });

  it('answers 404 for another user’s file, exactly as for a missing one', async () => {
    const alice = await signIn(ctx);
    const bob = await signIn(ctx);
    const created = await upload(bob, 'private.pdf', pdfBytes());

    const theirs = await alice.call({ url: `/api/uploads/${created.json().id}` });
    const missing = await alice.call({ url: '/api/uploads/999999' });

    expectRefused(theirs, 404, 'file_not_found');
    expect(theirs.body).toBe(missing.body);
    expect(theirs.headers['content-disposition']).toBeUndefined();
    expect((await bob.call({ url: `/api/uploads/${created.json().id}` })).statusCode).toBe(200);
  });

  it('answers 404 when the stored bytes are gone', async () => {
    const alice = await signIn(ctx);
    const created = await upload(alice, 'pixel.png', pngBytes());
    const [row] = await ctx.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, created.json().id));
    await fs.rm(path.join(ctx.config.dataDir, 'uploads', row?.storageKey ?? 'missing'));

    expectRefused(await alice.call({ url: `/api/uploads/${created.json().id}` }), 404, 'file_not_found');
  });

  it('answers 401 to anonymous callers and 400 to an id that is not a number', async () => {
    const alice = await signIn(ctx);
    const created = await upload(alice, 'pixel.png', pngBytes());

    expectRefused(await call(ctx.app, { url: `/api/uploads/${created.json().id}` }), 401, 'unauthenticated');
    expectRefused(await alice.call({ url: '/api/uploads/abc' }), 400, 'validation_failed');
  });
});
