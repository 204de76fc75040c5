import { describe, expect, it } from 'vitest';
import { errorCatalogue } from '#shared/errors';
import { countsOf, exportConversation, exportFile } from '#tests/helpers/export-fixtures';
import { type SignedIn, signIn, useTestApp } from '#tests/helpers/test-app';
import { fileUpload, pdfBytes } from '#tests/helpers/upload-fixtures';

const ctx = useTestApp({ UPLOADS_PER_MINUTE: '2' });

const importFile = (caller: SignedIn, payload: object) =>
  caller.call({ method: 'POST', url: '/api/user/import', payload });
const oneConversation = () => exportFile({ conversations: [exportConversation('Tides')] });

describe('imports per minute', () => {
  it('count as uploads: past the limit, 429 with Retry-After, and nothing imported', async () => {
    const alice = await signIn(ctx);
    // A file refused as invalid is not counted.
    expect((await importFile(alice, exportFile({ version: 99 }))).statusCode).toBe(400);
    for (let n = 0; n < 2; n++) expect((await importFile(alice, oneConversation())).statusCode).toBe(201);

    const refused = await importFile(alice, oneConversation());
    expect(refused.statusCode, refused.body).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'upload_rate_limited',
      message: errorCatalogue.upload_rate_limited.message,
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await countsOf(ctx.db, alice.user.id)).conversations).toBe(2);

    // The same window as uploads, and each user has their own.
    const upload = await alice.call({ method: 'POST', url: '/api/upload', ...fileUpload('notes.pdf', pdfBytes()) });
    expect(upload.statusCode).toBe(429);
    const bob = await signIn(ctx);
    expect((await importFile(bob, oneConversation())).statusCode).toBe(201);
  });
});
