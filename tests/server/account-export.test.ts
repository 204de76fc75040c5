import fs from 'node:fs/promises';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conversations } from '#server/db/schema/conversations';
import { messages } from '#server/db/schema/messages';
import { exportSpoolDir } from '#server/exports/account-export';
import {
  CONVERSATION_BATCH,
  type ExportEvent,
  MESSAGE_PAGE,
  readExport,
  SNAPSHOT,
} from '#server/exports/export-reader';
import { exportFileSchema } from '#shared/api/exports';
import { createRichAccount } from '#tests/helpers/export-fixtures';
import { createConversation, createMessage, createProject, linkQuestions } from '#tests/helpers/factories';
import { call, signIn, useTestApp } from '#tests/helpers/test-app';

const ctx = useTestApp();

describe('GET /api/user/export', () => {
  it('is one file of all your projects and conversations with messages, and nobody else’s', async () => {
    const alice = await signIn(ctx);
    const bob = await signIn(ctx);
    const data = await createRichAccount(ctx.db, alice);
    await createProject(ctx.db, bob.user.id, { name: 'Bob’s project' });
    await createMessage(ctx.db, (await createConversation(ctx.db, bob.user.id)).id, { content: 'Bob was here' });

    const response = await alice.call({ url: '/api/user/export' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="pairwise-export-${today}.json"; filename*=UTF-8''pairwise-export-${today}.json`,
    );
    const file = exportFileSchema.parse(response.json());
    expect(file.projects.map((project) => [project.id, project.name])).toEqual([
      [1, 'Research'],
      [2, 'Someday'],
    ]);
    // The empty conversation is left out: there is nothing in it to keep.
    expect(file.conversations.map((conversation) => [conversation.title, conversation.projectId])).toEqual([
      ['Photosynthesis, explained', 1],
      [data.outside.title, null],
    ]);
    expect(file.conversations.map((conversation) => conversation.messages.length)).toEqual([6, 1]);
    expect(response.body).not.toContain('Bob');
  });

  it('streams a large account, written batch by batch, and leaves no file behind', async () => {
    const alice = await signIn(ctx);
    const total = CONVERSATION_BATCH * 2 + 30;
    const longAt = CONVERSATION_BATCH - 10;
    const questions = Math.ceil((MESSAGE_PAGE + 50) / 2);
    let longId = 0;
    for (let index = 0; index < total; index++) {
      const conversation = await createConversation(ctx.db, alice.user.id, { title: `Chat ${index}` });
      if (index !== longAt) {
        await createMessage(ctx.db, conversation.id, { content: `Said in chat ${index}` });
        continue;
      }
      // More messages than a page: the replies after the page break answer questions before it.
      longId = conversation.id;
      const asked = await ctx.db
        .insert(messages)
        .values(
          Array.from({ length: questions }, (_, n) => ({
            conversationId: longId,
            content: `Q${n}`,
            sender: 'user' as const,
          })),
        )
        .returning({ id: messages.id });
      await ctx.db.insert(messages).values(
        asked.map((question, n) => ({
          conversationId: longId,
          content: `A${n}`,
          sender: 'claude' as const,
          side: 'b' as const,
          replyTo: question.id,
        })),
      );
      await linkQuestions(ctx.db, [longId]);
    }

    // A stream, not a body built whole: Fastify is handed a readable of the spooled file.
    const app = await ctx.buildApp({});
    let payloadWasStream = false;
    app.addHook('onSend', async (request, _reply, payload) => {
      if (request.url === '/api/user/export') payloadWasStream = payload instanceof Readable;
      return payload;
    });
    const response = await call(app, { url: '/api/user/export', cookie: alice.cookie });

    expect(response.statusCode).toBe(200);
    expect(payloadWasStream).toBe(true);
    expect(response.headers['content-length']).toBeUndefined();
    const file = exportFileSchema.parse(response.json());
    expect(file.conversations.map((conversation) => conversation.title)).toEqual(
      Array.from({ length: total }, (_, index) => `Chat ${index}`),
    );
    file.conversations.forEach((conversation, index) => {
      if (index === longAt) return;
      expect(conversation.messages.map((message) => message.content)).toEqual([`Said in chat ${index}`]);
    });
    const long = file.conversations[longAt]?.messages ?? [];
    expect(long).toHaveLength(questions * 2);
    expect(long.at(-1)).toMatchObject({ id: questions * 2, content: `A${questions - 1}`, replyTo: questions });
    expect(long.every((message, n) => message.id === n + 1)).toBe(true);
    expect(long.slice(questions).every((reply, n) => reply.replyTo === n + 1)).toBe(true);
    expect(await fs.readdir(exportSpoolDir(ctx.config.dataDir))).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    const response = await call(ctx.app, { url: '/api/user/export' });
    expect(response.statusCode).toBe(401);
  });
});

describe('the export snapshot', () => {
  it('reads the account as it was when the export began, whatever changes while it reads', async () => {
    const alice = await signIn(ctx);
    const created = [];
    for (let index = 0; index < CONVERSATION_BATCH + 20; index++) {
      const conversation = await createConversation(ctx.db, alice.user.id, { title: `Chat ${index}` });
      await createMessage(ctx.db, conversation.id, { content: `Said in chat ${index}` });
      created.push(conversation);
    }
    // Both in the second batch, which is read after these changes have committed.
    const renamed = created[CONVERSATION_BATCH + 5]?.id ?? 0;
    const deleted = created[CONVERSATION_BATCH + 10]?.id ?? 0;

    let changes: Promise<unknown> = Promise.resolve();
    const events = await ctx.db.transaction(async (tx) => {
      const reader = readExport(tx, alice.user.id);
      const read: ExportEvent[] = [];
      const first = await reader.next();
      if (!first.done) read.push(first.value);
      changes = Promise.all([
        ctx.db.update(conversations).set({ title: 'Renamed meanwhile' }).where(eq(conversations.id, renamed)),
        ctx.db.delete(conversations).where(eq(conversations.id, deleted)),
      ]);
      // PostgreSQL commits them now; PGlite runs one transaction at a time, so they wait for this one.
      if (ctx.database.kind === 'postgres') await changes;
      for await (const event of reader) read.push(event);
      return read;
    }, SNAPSHOT);
    await changes;

    const titles = events.flatMap((event) => (event.type === 'conversation' ? [event.conversation.title] : []));
    expect(titles).toEqual(created.map((conversation) => conversation.title));
    const now = await ctx.db.select().from(conversations).where(eq(conversations.userId, alice.user.id));
    expect(now).toHaveLength(created.length - 1);
    expect(now.find((row) => row.id === renamed)?.title).toBe('Renamed meanwhile');
  });
});
