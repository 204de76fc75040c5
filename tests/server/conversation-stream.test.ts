import http from 'node:http';
import { gt } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#server/db/schema/messages';
import { WHOLE_READ_BATCH } from '#server/read-budget';
import type { Message } from '#shared/api/messages';
import { createConversation } from '#tests/helpers/factories';
import { signIn, useTestApp } from '#tests/helpers/test-app';

const ctx = useTestApp();
let baseUrl = '';

beforeAll(async () => {
  baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});

describe('GET /api/conversations/{id}, the whole conversation', () => {
  it('is read a batch at a time as the client takes it, not whole before the first byte', async () => {
    const alice = await signIn(ctx);
    const conversation = await createConversation(ctx.db, alice.user.id);
    // One message a batch, and many more batches than the connection's buffers hold.
    const content = 'word '.repeat(WHOLE_READ_BATCH.maxBytes / 5);
    const ids: number[] = [];
    for (let batch = 0; batch < 4; batch++) {
      const rows = await ctx.db
        .insert(messages)
        .values(
          Array.from({ length: 8 }, () => ({ conversationId: conversation.id, content, sender: 'user' as const })),
        )
        .returning({ id: messages.id });
      ids.push(...rows.map((row) => row.id).toSorted((a, b) => a - b));
    }

    const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
      const request = http.get(`${baseUrl}/api/conversations/${conversation.id}`, {
        headers: { cookie: alice.cookie },
      });
      request.once('response', resolve);
      request.once('error', reject);
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const chunks: Buffer[] = [];
    await new Promise<void>((resolve) => {
      response.on('data', (chunk: Buffer) => {
        if (chunks.push(chunk) > 1) return;
        response.pause();
        resolve();
      });
    });
    // The client has the first bytes and reads no more: the messages the server has not read by
    // now (the buffers between hold a few) are removed, and so never sent.
    const kept = 20;
    await ctx.db.delete(messages).where(gt(messages.id, ids[kept - 1] ?? 0));
    const ended = new Promise((resolve) => response.once('end', resolve));
    response.resume();
    await ended;

    const sent = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Message[]).map((message) => message.id);
    expect(sent.length).toBeGreaterThanOrEqual(kept);
    expect(sent.length).toBeLessThan(ids.length);
    expect(sent).toEqual(ids.slice(0, sent.length));
  });
});
