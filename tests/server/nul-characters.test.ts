import { describe, expect, it } from 'vitest';
import { NUL_CHARACTER_MESSAGE } from '#shared/api/common';
import { createProject } from '#tests/helpers/factories';
import { call, signIn, useTestApp } from '#tests/helpers/test-app';

const ctx = useTestApp();

// PostgreSQL cannot store U+0000 in text: every string the API takes refuses it up front.
describe('a NUL character in a string field', () => {
  it.each([
    ['a chat message', 'POST', '/api/chat', { message: 'hello\u0000world' }],
    ['a project name', 'POST', '/api/projects', { name: 'Nul\u0000' }],
    ['a conversation title', 'POST', '/api/conversations', { title: '\u0000' }],
    ['your name', 'PATCH', '/api/users/:me', { name: 'Ada\u0000Lovelace' }],
    ['an admin search', 'GET', '/api/admin/users?q=%00', undefined],
  ] as const)('answers 400 validation_failed for %s', async (_, method, url, payload) => {
    const alice = await signIn(ctx, { isAdmin: true });
    await createProject(ctx.db, alice.user.id);

    const response = await alice.call({ method, url: url.replace(':me', String(alice.user.id)), payload });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed', message: NUL_CHARACTER_MESSAGE });
  });

  it('answers 400 to a registration, and stores no account', async () => {
    const response = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Ada\u0000', email: 'ada@example.com', password: 'correct horse' },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed', message: NUL_CHARACTER_MESSAGE });
    const login = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'ada@example.com', password: 'correct horse' },
    });
    expect(login.statusCode).toBe(401);
  });
});
