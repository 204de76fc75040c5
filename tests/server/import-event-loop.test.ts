import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { withEventLoopWatched } from '#tests/helpers/event-loop-hold';
import { countsOf } from '#tests/helpers/export-fixtures';
import { signIn, useTestApp } from '#tests/helpers/test-app';

// A hostile import is read off the event loop: every other request goes on meanwhile. Which one
// answers first is the machine's to decide (a thread kept warm reads it in milliseconds).

const ctx = useTestApp();

/** Several megabytes of arrays within arrays where the conversations should be. */
function deeplyNested(depth: number): string {
  return `{"format":"pairwise-export","version":1,"exportedAt":"2025-05-02T00:00:00.000Z","projects":[],"conversations":${'['.repeat(depth)}${']'.repeat(depth)}}`;
}

describe('POST /api/user/import of a deeply nested body', () => {
  it('is refused with 400, and never holds the event loop while it is read', async () => {
    const bob = await signIn(ctx);
    // Parsed on this thread, the body would hold its loop for about 2 s (V8's JSON.parse, measured).
    const body = Readable.from([Buffer.from(deeplyNested(4_000_000))]);
    let other: Promise<number[]> | undefined;
    // Sent as a stream: the moment the server has the whole body, other requests start beside it.
    body.on('end', () => {
      other = Promise.all([1, 2, 3].map(async () => (await bob.call({ url: '/api/conversations' })).statusCode));
    });

    const { result: response, heldMs } = await withEventLoopWatched(() =>
      bob.call({
        method: 'POST',
        url: '/api/user/import',
        payload: body,
        headers: { 'content-type': 'application/json' },
      }),
    );

    expect(heldMs).toBeLessThan(1_000);
    expect(await other).toEqual([200, 200, 200]);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({
      code: 'validation_failed',
      message: "This is not a Pairwise export file: its entries nest deeper than an export's can.",
    });
    expect(await countsOf(ctx.db, bob.user.id)).toEqual({ projects: 0, conversations: 0, messages: 0 });
  });
});
