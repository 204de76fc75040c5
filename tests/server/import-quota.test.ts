import { describe, expect, it } from 'vitest';
import { countsOf, exportConversation, exportFile, exportMessage } from '#tests/helpers/export-fixtures';
import { createConversation, createMessage, createProject } from '#tests/helpers/factories';
import { type SignedIn, signIn, useTestApp } from '#tests/helpers/test-app';

// What an import adds must fit in the user's message storage, with what they keep already.

const ctx = useTestApp({ MESSAGE_STORAGE_MB: '1' });

const importFile = (caller: SignedIn, payload: object) =>
  caller.call({ method: 'POST', url: '/api/user/import', payload });

/** One conversation of `count` questions of 30,000 characters each. */
const questions = (count: number) =>
  exportFile({
    conversations: [
      exportConversation('Questions', {
        messages: Array.from({ length: count }, (_, index) =>
          exportMessage(index + 1, { content: 'q'.repeat(30_000) }),
        ),
      }),
    ],
  });

function expectStorageFull(response: Awaited<ReturnType<typeof importFile>>) {
  expect(response.statusCode, response.body).toBe(413);
  expect(response.json()).toMatchObject({
    code: 'message_storage_full',
    message: expect.stringMatching(
      /^This file needs [\d.]+ [KM]B of message storage, and [\d.]+ [KM]?B of your 1 MB is in use\./,
    ),
  });
}

describe('POST /api/user/import: message storage', () => {
  it('refuses a file larger than the whole quota with 413, storing nothing', async () => {
    const bob = await signIn(ctx);
    expectStorageFull(await importFile(bob, questions(40)));
    expect(await countsOf(ctx.db, bob.user.id)).toEqual({ projects: 0, conversations: 0, messages: 0 });
  });

  it('counts what the user keeps already, and what earlier imports brought', async () => {
    const bob = await signIn(ctx);
    const project = await createProject(ctx.db, bob.user.id, { instructions: 'i'.repeat(20_000) });
    const kept = await createConversation(ctx.db, bob.user.id, { projectId: project.id });
    await createMessage(ctx.db, kept.id, { content: 'k'.repeat(680_000) });
    const before = await countsOf(ctx.db, bob.user.id);

    // 300,000 more characters fit in the 1 MB with the 700,000 kept; 300,000 more again do not.
    expect((await importFile(bob, questions(10))).statusCode).toBe(201);
    const afterFirst = await countsOf(ctx.db, bob.user.id);
    expect(afterFirst).toEqual({ ...before, conversations: 2, messages: 11 });
    expectStorageFull(await importFile(bob, questions(10)));
    expect(await countsOf(ctx.db, bob.user.id)).toEqual(afterFirst);

    // Another user's storage is their own.
    const alice = await signIn(ctx);
    expect((await importFile(alice, questions(10))).statusCode).toBe(201);
  });

  it('sums concurrent imports one after the other: two that each fit cannot both', async () => {
    const bob = await signIn(ctx);
    const answers = await Promise.all([importFile(bob, questions(20)), importFile(bob, questions(20))]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 413]);
    expect(await countsOf(ctx.db, bob.user.id)).toEqual({ projects: 0, conversations: 1, messages: 20 });
  });

  it('counts a project’s instructions and description', async () => {
    const bob = await signIn(ctx);
    const project = (id: number) => ({
      id,
      name: `Project ${id}`,
      description: 'd'.repeat(2_000),
      instructions: 'i'.repeat(20_000),
      createdAt: '2025-05-01T10:00:00Z',
      updatedAt: '2025-05-01T10:00:00Z',
    });
    const projects = Array.from({ length: 50 }, (_, index) => project(index + 1));
    expectStorageFull(await importFile(bob, exportFile({ projects })));
    expect((await importFile(bob, exportFile({ projects: projects.slice(0, 40) }))).statusCode).toBe(201);
  });
});
