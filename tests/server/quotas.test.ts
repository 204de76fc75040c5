import fs from 'node:fs/promises';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { conversations } from '#server/db/schema/conversations';
import { messages } from '#server/db/schema/messages';
import { replyJobs } from '#server/db/schema/reply-jobs';
import { uploadedFiles } from '#server/db/schema/uploaded-files';
import { errorCatalogue } from '#shared/errors';
import { createTurn } from '#tests/helpers/factories';
import { callingApp, type SignedIn, signIn, useTestApp } from '#tests/helpers/test-app';
import { fileUpload, pdfBytes } from '#tests/helpers/upload-fixtures';

// Demo replies (no provider keys) that take longer than the file: no reply writes race the resets.
const LIMITS = { CHAT_REQUESTS_PER_MINUTE: '3', UPLOADS_PER_MINUTE: '3', DEMO_REPLY_DELAY_MS: '60000' };
const ctx = useTestApp(LIMITS);

const KB = 1024;

const chat = (caller: SignedIn, conversationId?: number) =>
  caller.call({ method: 'POST', url: '/api/chat', payload: { message: 'Hello', models: ['openai'], conversationId } });

/** A real PDF padded with spaces to `size` bytes. */
const pdfOfSize = (size: number) => Buffer.concat([pdfBytes(), Buffer.alloc(size - pdfBytes().length, 0x20)]);

const upload = (caller: SignedIn, content: Buffer = pdfBytes(), filename = 'notes.pdf') =>
  caller.call({ method: 'POST', url: '/api/upload', ...fileUpload(filename, content) });

const rowCount = async (table: typeof messages | typeof replyJobs | typeof conversations | typeof uploadedFiles) =>
  (await ctx.db.select({ n: count() }).from(table))[0]?.n;

const storedFiles = () => fs.readdir(path.join(ctx.config.dataDir, 'uploads')).catch(() => [] as string[]);

/** 429 with Retry-After: whole seconds, at most the one-minute window. */
function expectRateLimited(response: LightMyRequestResponse, code: 'chat_rate_limited' | 'upload_rate_limited') {
  expect(response.statusCode, response.body).toBe(429);
  expect(response.json()).toMatchObject({ code, message: errorCatalogue[code].message });
  const retryAfter = Number(response.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
}

/** Moves every user's current window into the past, as if the minute had gone by. */
const endWindows = () => ctx.db.execute(sql`update user_quota_windows set expires_at = now() - interval '1 second'`);

describe('chat requests per minute', () => {
  it('refuses the request past the limit with 429 and Retry-After, storing nothing', async () => {
    const alice = await signIn(ctx);
    const first = await chat(alice);
    expect(first.statusCode, first.body).toBe(200);
    const { conversationId } = first.json() as { conversationId: number };
    for (let n = 0; n < 2; n++) expect((await chat(alice, conversationId)).statusCode).toBe(200);

    // Without a conversation id it would have made a conversation as well.
    expectRateLimited(await chat(alice), 'chat_rate_limited');
    expectRateLimited(await chat(alice, conversationId), 'chat_rate_limited');

    expect(await rowCount(conversations)).toBe(1);
    const userMessages = await ctx.db.select({ n: count() }).from(messages).where(eq(messages.sender, 'user'));
    expect(userMessages[0]?.n).toBe(3);
    expect(await rowCount(replyJobs)).toBe(3);
  });

  it('counts each user on their own, and lets them send again once the window has passed', async () => {
    const alice = await signIn(ctx);
    const bob = await signIn(ctx);
    for (let n = 0; n < 3; n++) await chat(alice);
    expectRateLimited(await chat(alice), 'chat_rate_limited');

    expect((await chat(bob)).statusCode).toBe(200);
    await endWindows();
    expect((await chat(alice)).statusCode).toBe(200);
  });

  it('does not count a send refused for another reason: the count commits with the message', async () => {
    const alice = await signIn(ctx);
    for (let n = 0; n < 3; n++) expect((await chat(alice, 999_999)).statusCode).toBe(404);

    for (let n = 0; n < 3; n++) expect((await chat(alice)).statusCode).toBe(200);
    expectRateLimited(await chat(alice), 'chat_rate_limited');
  });

  it('counts regenerates and edits with sends, and not one refused for another reason', async () => {
    const alice = await signIn(ctx);
    const first = await createTurn(ctx.db, alice.user.id, { openai: 'gpt-4o' });
    const second = await createTurn(ctx.db, alice.user.id, { openai: 'gpt-4o' });
    const replyOf = async (turn: { conversationId: number }) =>
      (await ctx.db.select().from(messages).where(eq(messages.conversationId, turn.conversationId))).find(
        (message) => message.sender === 'openai',
      )?.id ?? 0;
    const regenerate = async (turn: { conversationId: number }) =>
      alice.call({ method: 'POST', url: `/api/messages/${await replyOf(turn)}/regenerate`, payload: {} });

    expect((await regenerate(first)).statusCode).toBe(200);
    // The new version is still being written (the demo reply takes a minute): refused, not counted.
    for (let n = 0; n < 3; n++) expect((await regenerate(first)).statusCode).toBe(409);
    const edit = {
      method: 'PATCH' as const,
      url: `/api/messages/${first.messageId}`,
      payload: { message: 'Put better' },
    };
    expect((await alice.call(edit)).statusCode).toBe(200);
    expect((await chat(alice)).statusCode).toBe(200);

    expectRateLimited(await regenerate(second), 'chat_rate_limited');
    expectRateLimited(await alice.call(edit), 'chat_rate_limited');
  });

  it('lets exactly the limit through when requests arrive at once', async () => {
    const alice = await signIn(ctx);
    const answers = await Promise.all(Array.from({ length: 8 }, () => chat(alice)));

    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(5);
    expect(await rowCount(replyJobs)).toBe(3);
  });

  it('hold across processes and restarts that share the database', async () => {
    const alice = await signIn(ctx);
    const first = await ctx.buildApp(LIMITS, { runReplyWorker: false });
    const second = await ctx.buildApp(LIMITS, { runReplyWorker: false });

    for (let n = 0; n < 2; n++) expect((await chat(callingApp(alice, first))).statusCode).toBe(200);
    expect((await chat(callingApp(alice, second))).statusCode).toBe(200);
    await first.close();
    const restarted = await ctx.buildApp(LIMITS, { runReplyWorker: false });

    expectRateLimited(await chat(callingApp(alice, restarted)), 'chat_rate_limited');
    expectRateLimited(await chat(callingApp(alice, second)), 'chat_rate_limited');
    expect(await rowCount(replyJobs)).toBe(3);
  });
});

describe('uploads per minute', () => {
  it('refuses the upload past the limit with 429 and Retry-After, storing nothing', async () => {
    const alice = await signIn(ctx);
    for (let n = 0; n < 3; n++) expect((await upload(alice)).statusCode).toBe(201);
    const before = await storedFiles();

    const refused = await upload(alice);
    expectRateLimited(refused, 'upload_rate_limited');
    expect(refused.json().error).toBe(refused.json().message);
    expect(await rowCount(uploadedFiles)).toBe(3);
    expect(await storedFiles()).toEqual(before);

    expect((await upload(await signIn(ctx))).statusCode).toBe(201);
  });
});

describe('file storage per user', () => {
  // 1 MB of storage; files of 400 KB: two fit, a third does not.
  const storageEnv = { UPLOAD_STORAGE_MB: '1', UPLOADS_PER_MINUTE: '100' };

  it('refuses a file that would go past the storage limit with 409 and stores nothing', async () => {
    const app = await ctx.buildApp(storageEnv);
    const alice = callingApp(await signIn(ctx), app);
    for (let n = 0; n < 2; n++) expect((await upload(alice, pdfOfSize(400 * KB))).statusCode).toBe(201);
    const before = await storedFiles();

    const refused = await upload(alice, pdfOfSize(400 * KB));
    expect(refused.statusCode).toBe(409);
    const message =
      'This file does not fit in your 1 MB of file storage. Delete files you no longer need and try again.';
    expect(refused.json()).toEqual({ code: 'upload_storage_full', message, error: message });
    expect(await rowCount(uploadedFiles)).toBe(2);
    expect(await storedFiles()).toEqual(before);

    // What is left still takes a file that fits, and another user has their own storage.
    expect((await upload(alice, pdfOfSize(200 * KB))).statusCode).toBe(201);
    expect((await upload(callingApp(await signIn(ctx), app), pdfOfSize(400 * KB))).statusCode).toBe(201);
  });

  it('lets only what fits through when uploads arrive at once, in two processes', async () => {
    const apps = [await ctx.buildApp(storageEnv), await ctx.buildApp(storageEnv)];
    const alice = await signIn(ctx);
    const before = await storedFiles();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, n) => upload(callingApp(alice, apps[n % 2] ?? ctx.app), pdfOfSize(400 * KB))),
    );

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 409, 409, 409, 409]);
    expect(await rowCount(uploadedFiles)).toBe(2);
    expect((await storedFiles()).length - before.length).toBe(2);
  });

  it('is freed at once by deleting a file', async () => {
    const app = await ctx.buildApp(storageEnv);
    const alice = callingApp(await signIn(ctx), app);
    const first = await upload(alice, pdfOfSize(400 * KB));
    await upload(alice, pdfOfSize(400 * KB));
    expect((await upload(alice, pdfOfSize(400 * KB))).statusCode).toBe(409);

    const deleted = await alice.call({ method: 'DELETE', url: `/api/uploads/${first.json().id}` });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await upload(alice, pdfOfSize(400 * KB))).statusCode).toBe(201);
  });
});
