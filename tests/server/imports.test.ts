import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conversations } from '#server/db/schema/conversations';
import { messages } from '#server/db/schema/messages';
import { projects } from '#server/db/schema/projects';
import { replyJobs } from '#server/db/schema/reply-jobs';
import { uploadedFiles } from '#server/db/schema/uploaded-files';
import { type ExportFile, exportFileSchema, IMPORT_MAX_BYTES } from '#shared/api/exports';
import type { Message } from '#shared/api/messages';
import {
  countsOf,
  createRichAccount,
  exportConversation,
  exportFile,
  exportMessage,
} from '#tests/helpers/export-fixtures';
import { createProject } from '#tests/helpers/factories';
import { call, type SignedIn, signIn, useTestApp } from '#tests/helpers/test-app';

const ctx = useTestApp();

const exportAll = async (caller: SignedIn) => {
  const response = await caller.call({ url: '/api/user/export' });
  expect(response.statusCode).toBe(200);
  return response.json() as ExportFile;
};
const importFile = (caller: SignedIn, payload: unknown) =>
  caller.call({ method: 'POST', url: '/api/user/import', payload: payload as object });
const withoutDate = ({ exportedAt: _, ...rest }: ExportFile) => rest;

describe('POST /api/user/import', () => {
  it('round trip: export, import into a fresh account, export again gives the same content', async () => {
    const alice = await signIn(ctx);
    await createRichAccount(ctx.db, alice);
    const exported = await exportAll(alice);
    const bob = await signIn(ctx);

    const response = await importFile(bob, exported);

    expect(response.statusCode, response.body).toBe(201);
    // The account's empty conversation is not in the file.
    expect(response.json()).toEqual({ projects: 2, conversations: 2, messages: 7, renamedProjects: 0 });
    expect(withoutDate(await exportAll(bob))).toEqual(withoutDate(exported));
    // Alice's account is as it was; no files, usage or reply jobs came with the import.
    expect(withoutDate(await exportAll(alice))).toEqual(withoutDate(exported));
    expect(await ctx.db.select().from(uploadedFiles).where(eq(uploadedFiles.userId, bob.user.id))).toEqual([]);
    expect(await ctx.db.select().from(replyJobs).where(eq(replyJobs.userId, bob.user.id))).toEqual([]);
  });

  it('makes a working conversation: replies answer the new rows, the files are named, not linked', async () => {
    const alice = await signIn(ctx);
    await createRichAccount(ctx.db, alice);
    const bob = await signIn(ctx);
    await importFile(bob, await exportAll(alice));
    const [imported] = await ctx.db
      .select()
      .from(conversations)
      .where(eq(conversations.userId, bob.user.id))
      .orderBy(conversations.id);

    const thread = (await bob.call({ url: `/api/conversations/${imported?.id}` })).json() as Message[];

    const [question, ...replies] = thread;
    // The file is named, with nothing to open: no upload row, so no link.
    expect(question).toMatchObject({
      sender: 'user',
      attachments: [],
      importedAttachments: [{ originalname: 'photo.png', mimetype: 'image/png', size: expect.any(Number) }],
    });
    expect(replies.every((reply) => !('importedAttachments' in reply))).toBe(true);
    expect(replies.filter((reply) => reply.replyTo === question?.id).map((reply) => reply.sender)).toEqual([
      'openai',
      'claude',
      'openai',
    ]);
    const [row] = await ctx.db
      .select()
      .from(messages)
      .where(eq(messages.id, question?.id ?? 0));
    expect(row?.importedAttachments).toEqual([{ name: 'photo.png', type: 'image/png', size: expect.any(Number) }]);
    const [project] = await ctx.db
      .select()
      .from(projects)
      .where(eq(projects.id, imported?.projectId ?? 0));
    expect(project).toMatchObject({
      userId: bob.user.id,
      name: 'Research',
      instructions: 'Answer in British English.',
    });
  });

  it('imports a file of many batches: a long conversation goes on from one batch to the next', async () => {
    const bob = await signIn(ctx);
    // Past one batch's 1,000 entries: 1,200 projects, and a conversation of 1,500 questions and replies.
    const projects = Array.from({ length: 1_200 }, (_, index) => ({
      id: index + 1,
      name: `Project ${index + 1}`,
      createdAt: '2025-05-01T10:00:00.000Z',
      updatedAt: '2025-05-01T10:00:00.000Z',
    }));
    const messages = Array.from({ length: 3_000 }, (_, index) =>
      index % 2 === 0 ? exportMessage(index + 1) : exportMessage(index + 1, { sender: 'claude', replyTo: index }),
    );
    const file = exportFile({
      projects,
      conversations: [exportConversation('Long', { projectId: 1_200, messages }), exportConversation('After')],
    });

    const response = await importFile(bob, file);

    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ projects: 1_200, conversations: 2, messages: 3_002, renamedProjects: 0 });
    expect(withoutDate(await exportAll(bob))).toEqual(withoutDate(exportFileSchema.parse(file)));
  });

  it('into the same account: new copies, a clashing project name marked as imported', async () => {
    const alice = await signIn(ctx);
    await createRichAccount(ctx.db, alice);
    await createProject(ctx.db, alice.user.id, { name: `${'L'.repeat(100)}` });
    const exported = await exportAll(alice);

    const first = await importFile(alice, exported);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ projects: 3, conversations: 2, messages: 7, renamedProjects: 3 });
    expect((await importFile(alice, exported)).statusCode).toBe(201);

    const names = (
      await ctx.db.select().from(projects).where(eq(projects.userId, alice.user.id)).orderBy(projects.id)
    ).map((row) => row.name);
    const long = 'L'.repeat(100);
    expect(names).toEqual([
      'Research',
      'Someday',
      long,
      'Research (imported)',
      'Someday (imported)',
      `${'L'.repeat(89)} (imported)`,
      'Research (imported 2)',
      'Someday (imported 2)',
      `${'L'.repeat(87)} (imported 2)`,
    ]);
    expect(await countsOf(ctx.db, alice.user.id)).toEqual({ projects: 9, conversations: 7, messages: 21 });
  });

  it('is all or nothing: a bad entry in the middle leaves nothing behind, and the error names it', async () => {
    const bob = await signIn(ctx);
    await createProject(ctx.db, bob.user.id, { name: 'Kept' });
    const before = await countsOf(ctx.db, bob.user.id);
    const bad = exportConversation('Second', {
      messages: [exportMessage(1), exportMessage(2, { sender: 'gemini' }), exportMessage(3, { sender: 'Robot!' })],
    });
    const payload = exportFile({
      projects: [{ id: 1, name: 'Imported', createdAt: '2025-05-01T10:00:00Z', updatedAt: '2025-05-01T10:00:00Z' }],
      conversations: [exportConversation('First', { projectId: 1 }), bad, exportConversation('Third')],
    });

    const response = await importFile(bob, payload);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'validation_failed',
      message: 'conversations[1].messages[2].sender: Expected a connection id',
    });
    expect(await countsOf(ctx.db, bob.user.id)).toEqual(before);
  });

  it('takes a file far past the usual body limit, and refuses one past its own with 413', async () => {
    const bob = await signIn(ctx);
    // 2.4 MB: eighty questions of 30,000 characters.
    const messages = Array.from({ length: 80 }, (_, index) =>
      exportMessage(index + 1, { content: 'x'.repeat(30_000) }),
    );
    const big = exportFile({ conversations: [exportConversation('Long', { messages })] });
    const accepted = await importFile(bob, big);
    expect(accepted.statusCode, accepted.body).toBe(201);

    const tooLarge = await bob.call({
      method: 'POST',
      url: '/api/user/import',
      payload: ' '.repeat(IMPORT_MAX_BYTES + 1),
      headers: { 'content-type': 'application/json' },
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ code: 'body_too_large' });
  });

  it('refuses a request without a file as it refuses a file of another kind', async () => {
    const bob = await signIn(ctx);
    const response = await bob.call({ method: 'POST', url: '/api/user/import' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'validation_failed', message: 'This is not a Pairwise export file.' });
  });

  it('needs a signed-in user writing from the app’s own origin', async () => {
    const bob = await signIn(ctx);
    const unsigned = await call(ctx.app, { method: 'POST', url: '/api/user/import', payload: exportFile() });
    expect(unsigned.statusCode).toBe(401);
    const crossSite = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/import',
      payload: exportFile(),
      headers: { cookie: bob.cookie, origin: 'https://evil.example' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json()).toMatchObject({ code: 'cross_origin' });
    expect(await countsOf(ctx.db, bob.user.id)).toEqual({ projects: 0, conversations: 0, messages: 0 });
  });
});
