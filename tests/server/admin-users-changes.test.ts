import fs from 'node:fs/promises';
import { count, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertUploadedFile } from '#server/db/queries/uploaded-files';
import { findUserByEmail, findUserById } from '#server/db/queries/users';
import { conversations } from '#server/db/schema/conversations';
import { messages } from '#server/db/schema/messages';
import { projects } from '#server/db/schema/projects';
import { sessions } from '#server/db/schema/sessions';
import { uploadedFiles } from '#server/db/schema/uploaded-files';
import { saveUpload, uploadPath } from '#server/uploads/storage';
import { createConversation, createMessage, createProject, createUser } from '#tests/helpers/factories';
import { call, signIn, useTestApp } from '#tests/helpers/test-app';

const ctx = useTestApp();
const ROOT_EMAIL = 'root@example.com';
let protectedApp: FastifyInstance;

beforeAll(async () => {
  protectedApp = await ctx.buildApp({ ADMIN_EMAIL: ROOT_EMAIL });
});

/** A user with a project, two conversations with messages, an uploaded file on disk and a live session. */
async function userWithData() {
  const owner = await signIn(ctx);
  const project = await createProject(ctx.db, owner.user.id);
  const inProject = await createConversation(ctx.db, owner.user.id, { projectId: project.id });
  const loose = await createConversation(ctx.db, owner.user.id);
  await createMessage(ctx.db, inProject.id);
  await createMessage(ctx.db, loose.id, { sender: 'claude' });
  const storageKey = await saveUpload(ctx.config.dataDir, Buffer.from('%PDF-1.4 test'));
  await insertUploadedFile(ctx.db, {
    userId: owner.user.id,
    originalName: 'notes.pdf',
    mimeType: 'application/pdf',
    size: 13,
    storageKey,
  });
  return { ...owner, file: uploadPath(ctx.config.dataDir, storageKey) };
}

async function countWhere(table: PgTable, condition: SQL | undefined): Promise<number | undefined> {
  const [row] = await ctx.db.select({ n: count() }).from(table).where(condition);
  return row?.n;
}

async function rowsOf(userId: number) {
  const conversationIds = ctx.db
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.userId, userId));
  return {
    projects: await countWhere(projects, eq(projects.userId, userId)),
    conversations: await countWhere(conversations, eq(conversations.userId, userId)),
    sessions: await countWhere(sessions, eq(sessions.userId, userId)),
    files: await countWhere(uploadedFiles, eq(uploadedFiles.userId, userId)),
    messages: await countWhere(messages, inArray(messages.conversationId, conversationIds)),
  };
}

const fileExists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

describe('PATCH /api/admin/users/:id', () => {
  it('changes name, e-mail and admin rights and keeps them', async () => {
    const admin = await signIn(ctx, { isAdmin: true });
    const target = await createUser(ctx.db, { name: 'Old Name' });

    const response = await admin.call({
      method: 'PATCH',
      url: `/api/admin/users/${target.id}`,
      payload: { name: 'New Name', email: 'New@Example.com', isAdmin: true },
    });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: target.id, name: 'New Name', email: 'new@example.com', isAdmin: true });
    expect(await findUserById(ctx.db, target.id)).toMatchObject({
      name: 'New Name',
      email: 'new@example.com',
      isAdmin: true,
    });

    const demoted = await admin.call({
      method: 'PATCH',
      url: `/api/admin/users/${target.id}`,
      payload: { isAdmin: false },
    });
    expect(demoted.json()).toMatchObject({ name: 'New Name', isAdmin: false });
    expect(await findUserById(ctx.db, target.id)).toMatchObject({ isAdmin: false });
  });

  it('answers 409 for an e-mail another user has, and 400 for an invalid or empty change', async () => {
    const admin = await signIn(ctx, { isAdmin: true });
    const other = await createUser(ctx.db);
    const target = await createUser(ctx.db);
    const url = `/api/admin/users/${target.id}`;

    const taken = await admin.call({ method: 'PATCH', url, payload: { email: other.email.toUpperCase() } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'email_taken' });

    for (const payload of [{}, { name: 'X' }, { email: 'nope' }, { isAdmin: 'true' }, { username: 'renamed' }]) {
      const response = await admin.call({ method: 'PATCH', url, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await findUserById(ctx.db, target.id)).toEqual(target);
  });

  it('refuses to demote or re-address the protected admin with 403', async () => {
    const root = await createUser(ctx.db, { email: ROOT_EMAIL, isAdmin: true });
    const admin = await signIn(ctx, { isAdmin: true });
    const url = `/api/admin/users/${root.id}`;

    for (const payload of [{ isAdmin: false }, { email: 'elsewhere@example.com' }]) {
      const response = await call(protectedApp, { method: 'PATCH', url, cookie: admin.cookie, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(403);
      expect(response.json()).toMatchObject({ code: 'protected_account' });
    }
    expect(await findUserById(ctx.db, root.id)).toEqual(root);

    const renamed = await call(protectedApp, { method: 'PATCH', url, cookie: admin.cookie, payload: { name: 'Root' } });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Root', isAdmin: true, isProtected: true });
  });

  it('refuses to let an admin demote themself with 400', async () => {
    const admin = await signIn(ctx, { isAdmin: true });

    const response = await admin.call({
      method: 'PATCH',
      url: `/api/admin/users/${admin.user.id}`,
      payload: { isAdmin: false },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'cannot_demote_self' });
    expect(await findUserById(ctx.db, admin.user.id)).toMatchObject({ isAdmin: true });
  });

  it('answers 404 for a missing user', async () => {
    const admin = await signIn(ctx, { isAdmin: true });
    const response = await admin.call({ method: 'PATCH', url: '/api/admin/users/999999', payload: { name: 'Ghost' } });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'user_not_found', message: 'User not found.' });
  });
});

describe('DELETE /api/admin/users/:id', () => {
  it('deletes the user with their projects, conversations, messages, files and sessions', async () => {
    const admin = await signIn(ctx, { isAdmin: true });
    const target = await userWithData();
    const bystander = await userWithData();
    expect(await rowsOf(target.user.id)).toEqual({ projects: 1, conversations: 2, sessions: 1, files: 1, messages: 2 });
    expect((await target.call({ url: '/api/user' })).statusCode).toBe(200);

    const response = await admin.call({ method: 'DELETE', url: `/api/admin/users/${target.user.id}` });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(await findUserById(ctx.db, target.user.id)).toBeUndefined();
    expect(await rowsOf(target.user.id)).toEqual({ projects: 0, conversations: 0, sessions: 0, files: 0, messages: 0 });
    expect(await fileExists(target.file)).toBe(false);
    const afterwards = await target.call({ url: '/api/user' });
    expect(afterwards.statusCode).toBe(401);
    expect(afterwards.json()).toMatchObject({ code: 'unauthenticated' });

    expect(await rowsOf(bystander.user.id)).toEqual({
      projects: 1,
      conversations: 2,
      sessions: 1,
      files: 1,
      messages: 2,
    });
    expect(await fileExists(bystander.file)).toBe(true);
    expect((await bystander.call({ url: '/api/user' })).statusCode).toBe(200);
  });

  it('refuses to delete the protected admin with 403', async () => {
    const root = await createUser(ctx.db, { email: ROOT_EMAIL, isAdmin: true });
    const admin = await signIn(ctx, { isAdmin: true });

    const response = await call(protectedApp, {
      method: 'DELETE',
      url: `/api/admin/users/${root.id}`,
      cookie: admin.cookie,
    });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'protected_account' });
    expect(await findUserByEmail(ctx.db, ROOT_EMAIL)).toEqual(root);
  });

  it('refuses to let an admin delete themself with 400', async () => {
    const admin = await signIn(ctx, { isAdmin: true });

    const response = await admin.call({ method: 'DELETE', url: `/api/admin/users/${admin.user.id}` });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'cannot_delete_self' });
    expect(await findUserById(ctx.db, admin.user.id)).toBeDefined();
  });

  it('answers 404 for a missing user and 400 for a bad id', async () => {
    const admin = await signIn(ctx, { isAdmin: true });

    const missing = await admin.call({ method: 'DELETE', url: '/api/admin/users/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'user_not_found' });
    expect((await admin.call({ method: 'DELETE', url: '/api/admin/users/abc' })).statusCode).toBe(400);
  });
});
