import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { findUserByEmail } from '#server/db/queries/users';
import { users } from '#server/db/schema/users';
import { createUser } from '#tests/helpers/factories';
import { call, sessionCookieFrom, useTestApp } from '#tests/helpers/test-app';

const ctx = useTestApp();

const DAY_MS = 24 * 60 * 60 * 1000;

const testLogin = (payload: unknown, app: FastifyInstance = ctx.app) =>
  call(app, { method: 'POST', url: '/api/test-login', payload: payload as object });

async function userCount() {
  return (await ctx.db.select().from(users)).length;
}

describe('POST /api/test-login', () => {
  it('creates the user, starts a session and returns the user with a debug object', async () => {
    const before = Date.now();
    const response = await testLogin({ email: '  New.Person@Example.com ' });

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      email: 'new.person@example.com',
      name: 'new.person',
      hasPassword: false,
      debug: { created: true, authMethod: 'test-login' },
    });
    const expiresAt = Date.parse(body.debug.sessionExpiresAt);
    expect(expiresAt).toBeGreaterThanOrEqual(before + 30 * DAY_MS);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 30 * DAY_MS);
    expect(body).not.toHaveProperty('password');

    expect(response.cookies.find((cookie) => cookie.name === 'pairwise_session')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
    });
    const me = await call(ctx.app, { url: '/api/user', cookie: sessionCookieFrom(response) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: body.id, email: 'new.person@example.com' });
    expect(me.json()).not.toHaveProperty('debug');
    expect(await findUserByEmail(ctx.db, 'new.person@example.com')).toMatchObject({ id: body.id });
  });

  it('gives a user whose address is too short for a profile name a valid stand-in name', async () => {
    const response = await testLogin({ email: 'a@example.com' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: 'a@example.com', name: 'Test user' });
  });

  it('finds an existing user by e-mail, whatever its case, instead of creating another', async () => {
    const existing = await createUser(ctx.db, { email: 'alice@example.com', name: 'Alice Liddell' });

    const response = await testLogin({ email: 'ALICE@example.com' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: existing.id, name: 'Alice Liddell', debug: { created: false } });
    expect(sessionCookieFrom(response)).toBeDefined();
    expect(await userCount()).toBe(1);
  });

  it('follows the first-account rule: only the first user it creates is admin', async () => {
    const first = await testLogin({ email: 'first@example.com' });
    const second = await testLogin({ email: 'second@example.com' });

    expect(first.json()).toMatchObject({ isAdmin: true, debug: { created: true } });
    expect(second.json()).toMatchObject({ isAdmin: false, debug: { created: true } });
  });

  it('refuses the ADMIN_EMAIL address: its owner signs in with Google or its password', async () => {
    const app = await ctx.buildApp({ ADMIN_EMAIL: 'boss@example.com' });
    await createUser(ctx.db);

    const response = await testLogin({ email: 'Boss@Example.com' }, app);

    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'test_login_protected' });
    expect(await findUserByEmail(ctx.db, 'boss@example.com')).toBeUndefined();
  });

  it('takes the session lifetime from SESSION_ABSOLUTE_DAYS', async () => {
    const app = await ctx.buildApp({ SESSION_ABSOLUTE_DAYS: '2' });
    const before = Date.now();

    const response = await testLogin({ email: 'alice@example.com' }, app);

    const expiresAt = Date.parse(response.json().debug.sessionExpiresAt);
    expect(expiresAt).toBeGreaterThanOrEqual(before + 2 * DAY_MS);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 2 * DAY_MS);
  });

  it.each([
    ['a bad e-mail', { email: 'not-an-email' }],
    ['no e-mail', {}],
    ['an e-mail that is not a string', { email: 42 }],
  ])('refuses %s with 400 and creates nothing', async (_, payload) => {
    const response = await testLogin(payload);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      message: 'Please enter a valid email address',
    });
    expect(response.cookies).toEqual([]);
    expect(await userCount()).toBe(0);
  });

  it('answers a JSON 404 and does nothing when ENABLE_TEST_LOGIN is off', async () => {
    const app = await ctx.buildApp({ ENABLE_TEST_LOGIN: 'false' });

    const response = await testLogin({ email: 'alice@example.com' }, app);

    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toMatchObject({ code: 'not_found' });
    expect(response.cookies).toEqual([]);
    expect(await userCount()).toBe(0);
  });
});
