import { describe, expect, it } from 'vitest';
import { findConversation } from '#server/db/queries/conversations';
import { createConversation, createProject } from '#tests/helpers/factories';
import { call, signIn, useTestApp } from '#tests/helpers/test-app';

const ctx = useTestApp();

describe('projects', () => {
  it('lists only your own projects, newest first', async () => {
    const alice = await signIn(ctx);
    const bob = await signIn(ctx);
    const older = await createProject(ctx.db, alice.user.id, { name: 'Older' });
    const newer = await createProject(ctx.db, alice.user.id, { name: 'Newer' });
    await createProject(ctx.db, bob.user.id, { name: 'Bob’s' });

    const response = await alice.call({ url: '/api/projects' });

    expect(response.statusCode).toBe(200);
    expect(response.json().map((project: { id: number }) => project.id)).toEqual([newer.id, older.id]);
  });

  it('creates a project with trimmed fields and defaults', async () => {
    const alice = await signIn(ctx);
    const response = await alice.call({ method: 'POST', url: '/api/projects', payload: { name: '  Research  ' } });

    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'Research',
      description: '',
      instructions: '',
      userId: alice.user.id,
    });
  });

  it('requires a name', async () => {
    const alice = await signIn(ctx);
    const response = await alice.call({ method: 'POST', url: '/api/projects', payload: { name: '   ' } });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed', message: 'Project name is required' });
    expect((await alice.call({ url: '/api/projects' })).json()).toEqual([]);
  });

  it('gets, updates and deletes your own project', async () => {
    const alice = await signIn(ctx);
    const project = await createProject(ctx.db, alice.user.id);

    expect((await alice.call({ url: `/api/projects/${project.id}` })).json()).toMatchObject({ id: project.id });

    const patched = await alice.call({
      method: 'PATCH',
      url: `/api/projects/${project.id}`,
      payload: { instructions: 'Answer in French.' },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ id: project.id, name: project.name, instructions: 'Answer in French.' });

    const deleted = await alice.call({ method: 'DELETE', url: `/api/projects/${project.id}` });
    expect(deleted.statusCode).toBe(200);
    expect((await alice.call({ url: `/api/projects/${project.id}` })).statusCode).toBe(404);
  });

  it('keeps the conversations of a deleted project, moved out of it', async () => {
    const alice = await signIn(ctx);
    const project = await createProject(ctx.db, alice.user.id);
    const conversation = await createConversation(ctx.db, alice.user.id, { projectId: project.id });

    await alice.call({ method: 'DELETE', url: `/api/projects/${project.id}` });

    expect(await findConversation(ctx.db, alice.user.id, conversation.id)).toMatchObject({ projectId: null });
  });

  it('answers 404 for another user’s project, exactly as for a missing one, and changes nothing', async () => {
    const alice = await signIn(ctx);
    const bob = await signIn(ctx);
    const project = await createProject(ctx.db, bob.user.id, { name: 'Private' });

    for (const request of [
      { method: 'GET' as const, url: `/api/projects/${project.id}` },
      { method: 'PATCH' as const, url: `/api/projects/${project.id}`, payload: { name: 'Mine now' } },
      { method: 'DELETE' as const, url: `/api/projects/${project.id}` },
    ]) {
      const response = await alice.call(request);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'project_not_found', message: 'Project not found.' });
    }
    expect((await bob.call({ url: `/api/projects/${project.id}` })).json()).toMatchObject({ name: 'Private' });
  });

  it('rejects ids that are not numbers with 400', async () => {
    const alice = await signIn(ctx);
    for (const id of ['abc', '1.5', '-1', '0', '99999999999']) {
      const response = await alice.call({ url: `/api/projects/${id}` });
      expect(response.statusCode, id).toBe(400);
    }
  });

  it('answers 401 to anonymous callers', async () => {
    expect((await call(ctx.app, { url: '/api/projects' })).statusCode).toBe(401);
    const created = await call(ctx.app, { method: 'POST', url: '/api/projects', payload: { name: 'x' } });
    expect(created.statusCode).toBe(401);
  });
});
