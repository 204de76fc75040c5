import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByEmail } from '#server/db/queries/users';
import { type FakeGoogle, startFakeGoogle } from '#tests/fakes/google';
import { createUser } from '#tests/helpers/factories';
import { call, signIn, useTestApp } from '#tests/helpers/test-app';

const ctx = useTestApp();
const ROOT = 'root@example.com';
let google: FakeGoogle;
let app: FastifyInstance;

beforeAll(async () => {
  google = await startFakeGoogle();
  app = await ctx.buildApp({
    ADMIN_EMAIL: ROOT,
    ENABLE_PASSWORD_LOGIN: 'true',
    ...google.env,
  });
});

afterAll(async () => {
  await google.close();
});

const register = (email: string) =>
  call(app, {
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: 'Mallory', email, password: 'correct horse battery' },
  });

describe('with ADMIN_EMAIL set, nobody but its owner gets admin rights or the address', () => {
  it('does not make the first account to sign up an admin', async () => {
    const response = await register('first@example.com');

    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ isAdmin: false });
    expect(await findUserByEmail(ctx.db, 'first@example.com')).toMatchObject({ isAdmin: false });
  });

  it('does not make the first account of test login or Google an admin', async () => {
    const viaTest = await call(app, {
      method: 'POST',
      url: '/api/test-login',
      payload: { email: 'tester@example.com' },
    });
    expect(viaTest.json()).toMatchObject({ isAdmin: false });
    await ctx.database.reset();

    const token = google.issueToken({ sub: 'g-first', email: 'first@example.com' });
    const viaGoogle = await call(app, { method: 'POST', url: '/api/auth/google', payload: { token } });
    expect(viaGoogle.json()).toMatchObject({ isAdmin: false });
  });

  it('refuses an admin who creates the protected address, and creates nothing', async () => {
    const admin = await signIn(ctx, { isAdmin: true });

    const response = await call(app, {
      method: 'POST',
      url: '/api/admin/users',
      cookie: admin.cookie,
      payload: { name: 'Fake Root', email: 'Root@Example.com', password: 'attacker password', isAdmin: true },
    });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'email_taken' });
    expect(await findUserByEmail(ctx.db, ROOT)).toBeUndefined();
  });

  it('refuses test login as the protected address, whether or not its account exists', async () => {
    const attempt = () => call(app, { method: 'POST', url: '/api/test-login', payload: { email: ROOT } });

    const before = await attempt();
    expect(before.statusCode).toBe(403);
    expect(before.json()).toMatchObject({ code: 'test_login_protected' });
    expect(before.cookies).toEqual([]);
    expect(await findUserByEmail(ctx.db, ROOT)).toBeUndefined();

    await createUser(ctx.db, { email: ROOT, isAdmin: true });
    const after = await attempt();
    expect(after.statusCode).toBe(403);
    expect(after.cookies).toEqual([]);
  });

  it('refuses to sign up the protected address', async () => {
    const response = await register(ROOT);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'email_taken' });
  });

  it('refuses edits that move an account onto the protected address', async () => {
    const admin = await signIn(ctx, { isAdmin: true });
    const other = await signIn(ctx);

    const byAdmin = await call(app, {
      method: 'PATCH',
      url: `/api/admin/users/${other.user.id}`,
      cookie: admin.cookie,
      payload: { email: ROOT },
    });
    const byOwner = await call(app, {
      method: 'PATCH',
      url: `/api/users/${other.user.id}`,
      cookie: other.cookie,
      payload: { email: ROOT },
    });

    expect(byAdmin.statusCode).toBe(409);
    expect(byOwner.statusCode).toBe(409);
    expect(await findUserByEmail(ctx.db, ROOT)).toBeUndefined();
  });

  it('lets the owner in with Google, as an admin', async () => {
    await register('first@example.com');
    const token = google.issueToken({ sub: 'g-root', email: ROOT });

    const response = await call(app, { method: 'POST', url: '/api/auth/google', payload: { token } });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: ROOT, isAdmin: true });
  });
});
