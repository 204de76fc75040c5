import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { findReplyJobs } from '#server/db/queries/reply-jobs';
import { messageAttachments } from '#server/db/schema/message-attachments';
import { sweepUnsentUploads } from '#server/plugins/unsent-uploads';
import type { Message } from '#shared/api/messages';
import { MAX_ATTACHMENTS_PER_MESSAGE } from '#shared/constants';
import { ATTACHMENT_NOT_FOUND_MESSAGE, fileAlreadySentMessage } from '#shared/errors';
import { isOnDisk, SAMPLES, storageKeyOf, upload } from '#tests/helpers/attachments';
import { sendChat, waitForReplies } from '#tests/helpers/chat';
import { ageRow, createConversation } from '#tests/helpers/factories';
import { useFakeProviderApp } from '#tests/helpers/fake-provider-app';
import { openLive } from '#tests/helpers/live-client';
import type { SignedIn } from '#tests/helpers/test-app';
import { useTestApp } from '#tests/helpers/test-app';

// Which files a message may carry, how every read shows them, and when they are removed.

const ctx = useTestApp();
const fakes = useFakeProviderApp(ctx, { listen: true });

const { png, pdf, docx } = SAMPLES;
const asAttachment = (id: number, sample: { name: string; bytes: Buffer; mimeType: string }) => ({
  id,
  originalname: sample.name,
  mimetype: sample.mimeType,
  size: sample.bytes.length,
});

const chat = (caller: SignedIn, payload: Record<string, unknown>) =>
  caller.call({ method: 'POST', url: '/api/chat', payload: { models: ['openai'], ...payload } });

async function storedNothing(caller: SignedIn) {
  expect((await caller.call({ url: '/api/conversations' })).json()).toEqual([]);
  expect(await ctx.db.select().from(messageAttachments)).toEqual([]);
}

describe('POST /api/chat with attachments', () => {
  it('stores the files in order with the message, and every read carries them', async () => {
    const alice = await fakes.signIn();
    const ids = [await upload(alice, docx.name, docx.bytes), await upload(alice, png.name, png.bytes)];
    const conversation = await createConversation(ctx.db, alice.user.id);
    const live = await openLive(fakes.baseUrl, conversation.id, { cookie: alice.cookie });
    await live.waitFor((event) => event.event === 'snapshot');

    const sent = await sendChat(alice, {
      message: '[File: letter.docx] [File: photo.png] Compare',
      conversationId: conversation.id,
      models: ['openai'],
      attachments: ids,
    });
    await waitForReplies(alice, sent.conversationId, sent.messageId, 1);

    const expected = [asAttachment(ids[0] ?? 0, docx), asAttachment(ids[1] ?? 0, png)];
    const announced = await live.waitFor((event) => event.event === 'message');
    expect(announced.data.message).toMatchObject({ id: sent.messageId, attachments: expected, notice: null });
    live.close();
    const read = (await alice.call({ url: `/api/conversations/${conversation.id}` })).json() as Message[];
    expect(read.map((message) => [message.sender, message.attachments])).toEqual([
      ['user', expected],
      ['openai', []],
    ]);
    expect(read[0]?.content).toBe('[File: letter.docx] [File: photo.png] Compare');
    const polled = (
      await alice.call({ url: `/api/messages/updates?conversationId=${conversation.id}&afterMessageId=0` })
    ).json() as Message[];
    expect(polled[0]?.attachments).toEqual(expected);
    const reopened = await openLive(fakes.baseUrl, conversation.id, { cookie: alice.cookie });
    const snapshot = await reopened.waitFor((event) => event.event === 'snapshot');
    expect(snapshot.data.messages[0]).toMatchObject({ id: sent.messageId, attachments: expected });
    reopened.close();
  });

  it('answers 404 for another user’s file or a missing one, exactly alike, and stores nothing', async () => {
    const alice = await fakes.signIn();
    const bob = await fakes.signIn();
    const own = await upload(alice, png.name, png.bytes);
    const bobs = await upload(bob, pdf.name, pdf.bytes);

    const theirs = await chat(alice, { message: 'Hi', attachments: [own, bobs] });
    const missing = await chat(alice, { message: 'Hi', attachments: [own, bobs + 1000] });

    for (const response of [theirs, missing]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'file_not_found', message: ATTACHMENT_NOT_FOUND_MESSAGE });
    }
    await storedNothing(alice);
    expect(fakes.openai.requests).toHaveLength(0);
  });

  it('answers 409 naming a file that was already sent, and stores nothing more', async () => {
    const alice = await fakes.signIn();
    const id = await upload(alice, png.name, png.bytes);
    const first = await sendChat(alice, { message: 'Once', models: ['openai'], attachments: [id] });
    await waitForReplies(alice, first.conversationId, first.messageId, 1);

    const again = await chat(alice, { message: 'Twice', conversationId: first.conversationId, attachments: [id] });

    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'file_already_sent', message: fileAlreadySentMessage('photo.png') });
    const messages = (await alice.call({ url: `/api/conversations/${first.conversationId}` })).json() as Message[];
    expect(messages.map((message) => message.content)).toEqual(['Once', expect.any(String)]);
    expect(await findReplyJobs(ctx.db, first.conversationId)).toHaveLength(1);
  });

  it(`refuses more than ${MAX_ATTACHMENTS_PER_MESSAGE} files, or one twice, with 400`, async () => {
    const alice = await fakes.signIn();
    const ids: number[] = [];
    for (let index = 0; index <= MAX_ATTACHMENTS_PER_MESSAGE; index++)
      ids.push(await upload(alice, `p${index}.png`, png.bytes));

    const tooMany = await chat(alice, { message: 'Hi', attachments: ids });
    const twice = await chat(alice, { message: 'Hi', attachments: [ids[0], ids[0]] });

    for (const response of [tooMany, twice]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('validation_failed');
    }
    await storedNothing(alice);
    expect((await chat(alice, { message: 'Hi', attachments: ids.slice(1) })).statusCode).toBe(200);
  });
});

describe('removing files', () => {
  it('deleting a conversation deletes the files sent in it, rows and bytes, and no others', async () => {
    const alice = await fakes.signIn();
    const sentId = await upload(alice, pdf.name, pdf.bytes);
    const keptId = await upload(alice, png.name, png.bytes);
    const elsewhereId = await upload(alice, docx.name, docx.bytes);
    const sent = await sendChat(alice, { message: 'Read', models: ['openai'], attachments: [sentId] });
    const other = await sendChat(alice, { message: 'Other', models: ['openai'], attachments: [elsewhereId] });
    await waitForReplies(alice, sent.conversationId, sent.messageId, 1);
    await waitForReplies(alice, other.conversationId, other.messageId, 1);
    const sentKey = (await storageKeyOf(ctx.db, sentId)) ?? '';

    const response = await alice.call({ method: 'DELETE', url: `/api/conversations/${sent.conversationId}` });

    expect(response.statusCode).toBe(200);
    expect(await storageKeyOf(ctx.db, sentId)).toBeUndefined();
    expect(await isOnDisk(ctx.config.dataDir, sentKey)).toBe(false);
    const files = (await alice.call({ url: '/api/uploads' })).json().files as { id: number }[];
    expect(files.map((file) => file.id).sort()).toEqual([keptId, elsewhereId].sort());
  });

  it('a failed delete of another user’s conversation leaves its files alone', async () => {
    const alice = await fakes.signIn();
    const bob = await fakes.signIn();
    const id = await upload(bob, pdf.name, pdf.bytes);
    const sent = await sendChat(bob, { message: 'Mine', models: ['openai'], attachments: [id] });

    const response = await alice.call({ method: 'DELETE', url: `/api/conversations/${sent.conversationId}` });

    expect(response.statusCode).toBe(404);
    expect(await isOnDisk(ctx.config.dataDir, (await storageKeyOf(ctx.db, id)) ?? 'gone')).toBe(true);
  });

  it('deleting a sent file takes it off its message', async () => {
    const alice = await fakes.signIn();
    const id = await upload(alice, png.name, png.bytes);
    const sent = await sendChat(alice, { message: 'Look', models: ['openai'], attachments: [id] });
    await waitForReplies(alice, sent.conversationId, sent.messageId, 1);

    expect((await alice.call({ method: 'DELETE', url: `/api/uploads/${id}` })).statusCode).toBe(200);

    const [message] = (await alice.call({ url: `/api/conversations/${sent.conversationId}` })).json() as Message[];
    expect(message?.attachments).toEqual([]);
  });

  it('the sweep removes uploads never sent once they are a day old, and nothing else', async () => {
    const alice = await fakes.signIn();
    const oldUnsent = await upload(alice, 'old.png', png.bytes);
    const newUnsent = await upload(alice, 'new.png', png.bytes);
    const oldSent = await upload(alice, 'sent.pdf', pdf.bytes);
    const sent = await sendChat(alice, { message: 'Read', models: ['openai'], attachments: [oldSent] });
    await waitForReplies(alice, sent.conversationId, sent.messageId, 1);
    await ageRow(ctx.db, 'uploaded_files', 'created_at', oldUnsent, '25 hours');
    await ageRow(ctx.db, 'uploaded_files', 'created_at', oldSent, '25 hours');
    await ageRow(ctx.db, 'uploaded_files', 'created_at', newUnsent, '23 hours');
    const oldKey = (await storageKeyOf(ctx.db, oldUnsent)) ?? '';

    // Two processes sweeping at once remove it once between them.
    const counts = await Promise.all([
      sweepUnsentUploads(ctx.db, ctx.config.dataDir, fakes.app.log),
      sweepUnsentUploads(ctx.db, ctx.config.dataDir, fakes.app.log),
    ]);
    expect(counts[0] + counts[1]).toBe(1);

    expect(await storageKeyOf(ctx.db, oldUnsent)).toBeUndefined();
    expect(await isOnDisk(ctx.config.dataDir, oldKey)).toBe(false);
    for (const kept of [newUnsent, oldSent]) {
      expect(await isOnDisk(ctx.config.dataDir, (await storageKeyOf(ctx.db, kept)) ?? 'gone')).toBe(true);
    }
    expect(await ctx.db.select().from(messageAttachments).where(eq(messageAttachments.fileId, oldSent))).toHaveLength(
      1,
    );
    expect(await sweepUnsentUploads(ctx.db, ctx.config.dataDir, fakes.app.log)).toBe(0);
  });
});

describe('GET /api/uploads/:id for a sent image', () => {
  it('serves its own type, which the page’s img-src allows as a thumbnail', async () => {
    const alice = await fakes.signIn();
    const id = await upload(alice, png.name, png.bytes);

    const file = await alice.call({ url: `/api/uploads/${id}` });
    const page = await alice.call({ url: '/' });

    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(png.bytes)).toBe(true);
    // Same-origin: an <img> on the page may load it; nothing else may.
    expect(file.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(String(page.headers['content-security-policy'])).toMatch(/img-src 'self'/);
  });
});
