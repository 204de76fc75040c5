import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { countsOf } from '#tests/helpers/export-fixtures';
import { signIn, useTestApp } from '#tests/helpers/test-app';

// A hostile import is read off the event loop: every other request goes on meanwhile.

const ctx = useTestApp();

/** Several megabytes of arrays within arrays where the conversations should be. */
function deeplyNested(depth: number): string {
  return `{"format":"pairwise-export","version":1,"exportedAt":"2025-05-02T00:00:00.000Z","projects":[],"conversations":${'['.repeat(depth)}${']'.repeat(depth)}}`;
}

describe('POST /api/user/import of a deeply nested body', () => {
  it('is refused with 400, and other requests complete while it is read', async () => {
    const bob = await signIn(ctx);
    const finished: string[] = [];
    let other: Promise<unknown> | undefined;
    // Sent as a stream: the moment the server has the whole body, another request starts.
    const body = Readable.from([Buffer.from(deeplyNested(4_000_000))]);
    body.on('end', () => {
      other = (async () => {
        // One after another: each must wait for the database, which a blocked event loop cannot hear.
        for (let n = 0; n < 3; n++) expect((await bob.call({ url: '/api/conversations' })).statusCode).toBe(200);
        finished.push('other requests');
      })();
    });

    const response = await bob.call({
      method: 'POST',
      url: '/api/user/import',
      payload: body,
      headers: { 'content-type': 'application/json' },
    });
    finished.push('import');
    await other;

    // Had the body been parsed on the event loop, the import would have answered first.
    expect(finished).toEqual(['other requests', 'import']);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({
      code: 'validation_failed',
      message: "This is not a Pairwise export file: its entries nest deeper than an export's can.",
    });
    expect(await countsOf(ctx.db, bob.user.id)).toEqual({ projects: 0, conversations: 0, messages: 0 });
  });
});
