import { describe, expect, it } from 'vitest';
import { IMPORT_MAX_BYTES } from '#shared/api/exports';
import { errorCatalogue } from '#shared/errors';
import { countsOf, exportConversation, exportFile } from '#tests/helpers/export-fixtures';
import { type SignedIn, signIn, useTestApp } from '#tests/helpers/test-app';
import { fileUpload, pdfBytes } from '#tests/helpers/upload-fixtures';

// The default: ten uploads or imports a minute.
const ctx = useTestApp();

const importFile = (caller: SignedIn, payload: object) =>
  caller.call({ method: 'POST', url: '/api/user/import', payload });
const sendRaw = (caller: SignedIn, payload: string) =>
  caller.call({ method: 'POST', url: '/api/user/import', payload, headers: { 'content-type': 'application/json' } });
const oneConversation = () => exportFile({ conversations: [exportConversation('Tides')] });

function expectRateLimited(response: Awaited<ReturnType<typeof importFile>>) {
  expect(response.statusCode, response.body).toBe(429);
  expect(response.json()).toMatchObject({
    code: 'upload_rate_limited',
    message: errorCatalogue.upload_rate_limited.message,
  });
  expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
}

describe('imports per minute', () => {
  it('count as uploads: past the limit, 429 with Retry-After, and nothing imported', async () => {
    const alice = await signIn(ctx);
    for (let n = 0; n < 10; n++) expect((await importFile(alice, oneConversation())).statusCode).toBe(201);

    expectRateLimited(await importFile(alice, oneConversation()));
    expect((await countsOf(ctx.db, alice.user.id)).conversations).toBe(10);

    // The same window as uploads, and each user has their own.
    const upload = await alice.call({ method: 'POST', url: '/api/upload', ...fileUpload('notes.pdf', pdfBytes()) });
    expect(upload.statusCode).toBe(429);
    const bob = await signIn(ctx);
    expect((await importFile(bob, oneConversation())).statusCode).toBe(201);
  });

  it('count every call, refused or not, before its body is read', async () => {
    const alice = await signIn(ctx);
    const refusals = [
      () => importFile(alice, exportFile({ version: 99 })),
      () => sendRaw(alice, '{"format": '),
      () => sendRaw(alice, ' '.repeat(IMPORT_MAX_BYTES + 1)),
      () => importFile(alice, [1, 2, 3]),
    ];
    for (let n = 0; n < 10; n++) {
      const response = await refusals[n % refusals.length]?.();
      expect(response?.statusCode).toBeGreaterThanOrEqual(400);
      expect(response?.statusCode).not.toBe(429);
    }

    // The eleventh call: refused before its body is read, so a valid file is not imported.
    expectRateLimited(await importFile(alice, oneConversation()));
    expectRateLimited(await sendRaw(alice, '{"format": '));
    expect(await countsOf(ctx.db, alice.user.id)).toEqual({ projects: 0, conversations: 0, messages: 0 });
  });
});
