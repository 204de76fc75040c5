import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uploadedFiles } from '#server/db/schema/uploaded-files';
import { ageRow } from '#tests/helpers/factories';
import { call, type SignedIn, signIn, useTestApp } from '#tests/helpers/test-app';
import { fileUpload, jpegBytes, pdfBytes, pngBytes } from '#tests/helpers/upload-fixtures';

const ctx = useTestApp({ UPLOAD_STORAGE_MB: '3' });

async function upload(caller: SignedIn, filename: string, content: Buffer): Promise<number> {
  const response = await caller.call({ method: 'POST', url: '/api/upload', ...fileUpload(filename, content) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

async function storageKeyOf(id: number): Promise<string> {
  const [row] = await ctx.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, id));
  if (!row) throw new Error(`no file ${id}`);
  return row.storageKey;
}

const onDisk = (storageKey: string) =>
  fs.access(path.join(ctx.config.dataDir, 'uploads', storageKey)).then(
    () => true,
    () => false,
  );

describe('GET /api/uploads', () => {
  it('lists only the user’s own files, newest first, with the storage used and allowed', async () => {
    const alice = await signIn(ctx);
    const older = await upload(alice, 'paper.pdf', pdfBytes());
    const newer = await upload(alice, 'pixel.png', pngBytes());
    await ageRow(ctx.db, 'uploaded_files', 'created_at', older, '1 hour');
    await upload(await signIn(ctx), 'theirs.jpg', jpegBytes());

    const response = await alice.call({ url: '/api/uploads' });

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.files).toEqual([
      {
        id: newer,
        originalname: 'pixel.png',
        mimetype: 'image/png',
        size: pngBytes().length,
        createdAt: expect.any(String),
      },
      {
        id: older,
        originalname: 'paper.pdf',
        mimetype: 'application/pdf',
        size: pdfBytes().length,
        createdAt: expect.any(String),
      },
    ]);
    expect(body.usedBytes).toBe(pngBytes().length + pdfBytes().length);
    expect(body.limitBytes).toBe(3 * 1024 * 1024);
  });

  it('answers an empty list to a user without files, and 401 to anonymous callers', async () => {
    const alice = await signIn(ctx);
    expect((await alice.call({ url: '/api/uploads' })).json()).toEqual({
      files: [],
      usedBytes: 0,
      limitBytes: 3 * 1024 * 1024,
    });
    expect((await call(ctx.app, { url: '/api/uploads' })).statusCode).toBe(401);
  });
});

describe('DELETE /api/uploads/:id', () => {
  it('removes the user’s file: its row, its stored bytes and its download', async () => {
    const alice = await signIn(ctx);
    const kept = await upload(alice, 'kept.pdf', pdfBytes());
    const id = await upload(alice, 'gone.png', pngBytes());
    const storageKey = await storageKeyOf(id);
    expect(await onDisk(storageKey)).toBe(true);

    const response = await alice.call({ method: 'DELETE', url: `/api/uploads/${id}` });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(await onDisk(storageKey)).toBe(false);
    expect((await alice.call({ url: `/api/uploads/${id}` })).statusCode).toBe(404);
    const list = (await alice.call({ url: '/api/uploads' })).json();
    expect(list.files.map((file: { id: number }) => file.id)).toEqual([kept]);
    expect(list.usedBytes).toBe(pdfBytes().length);
  });

  it('answers 404 for another user’s file, exactly as for a missing one, and leaves it alone', async () => {
    const alice = await signIn(ctx);
    const bob = await signIn(ctx);
    const id = await upload(bob, 'private.pdf', pdfBytes());

    const theirs = await alice.call({ method: 'DELETE', url: `/api/uploads/${id}` });
    const missing = await alice.call({ method: 'DELETE', url: `/api/uploads/${id + 100}` });

    for (const response of [theirs, missing]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'file_not_found' });
    }
    expect(JSON.parse(theirs.body)).toEqual(JSON.parse(missing.body));
    expect(await onDisk(await storageKeyOf(id))).toBe(true);
    expect((await bob.call({ url: `/api/uploads/${id}` })).statusCode).toBe(200);
  });

  it('answers 404 the second time, 400 to an id that is not a number, 401 to anonymous callers', async () => {
    const alice = await signIn(ctx);
    const id = await upload(alice, 'once.pdf', pdfBytes());
    expect((await alice.call({ method: 'DELETE', url: `/api/uploads/${id}` })).statusCode).toBe(200);
    expect((await alice.call({ method: 'DELETE', url: `/api/uploads/${id}` })).statusCode).toBe(404);
    expect((await alice.call({ method: 'DELETE', url: '/api/uploads/abc' })).statusCode).toBe(400);
    expect((await call(ctx.app, { method: 'DELETE', url: `/api/uploads/${id}` })).statusCode).toBe(401);
  });

  it('refuses a cross-site delete and keeps the file', async () => {
    const alice = await signIn(ctx);
    const id = await upload(alice, 'kept.pdf', pdfBytes());

    const response = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/uploads/${id}`,
      headers: { cookie: alice.cookie, origin: 'https://evil.example' },
    });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'cross_origin' });
    expect(await onDisk(await storageKeyOf(id))).toBe(true);
  });
});
