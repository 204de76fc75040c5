import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '#server/auth/passwords';
import { loadConfig } from '#server/config';
import { findUserByEmail } from '#server/db/queries/users';
import { users } from '#server/db/schema/users';
import { createSessionCookie, createUser } from '#tests/helpers/factories';
import { call, sessionCookieFrom, useTestApp } from '#tests/helpers/test-app';
import { TEST_PASSWORD_HASH_COST } from '#tests/helpers/test-password-cost';

const ctx = useTestApp();

const register = (payload: object, app: FastifyInstance = ctx.app) =>
  call(app, { method: 'POST', url: '/api/auth/register', payload });
const login = (payload: object, options: { app?: FastifyInstance; cookie?: string } = {}) =>
  call(options.app ?? ctx.app, { method: 'POST', url: '/api/auth/login', payload, cookie: options.cookie });

const alice = { name: 'Alice Liddell', email: 'alice@example.com', password: 'correct horse battery' };

/** The session cookie a sign-in set, checked for the attributes a browser must see. */
function expectSessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((entry) => entry.name === 'pairwise_session');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  const header = sessionCookieFrom(response);
  if (!header) throw new Error('no session cookie was set');
  return header;
}

/** Neither the stored hash nor the session token may appear anywhere in a body. */
async function expectNoSecrets(responses: LightMyRequestResponse[], email: string) {
  const row = await findUserByEmail(ctx.db, email);
  const secrets = [row?.password, ...responses.map((r) => sessionCookieFrom(r)?.split('=')[1])].filter(
    (secret): secret is string => Boolean(secret),
  );
  expect(secrets.length).toBeGreaterThan(0);
  for (const response of responses) {
    expect(response.body).not.toMatch(/scrypt\$|"password"/);
    for (const secret of secrets) expect(response.body).not.toContain(secret);
  }
}

async function userCount() {
  return (await ctx.db.select().from(users)).length;
}

describe('POST /api/auth/register', () => {
  it('creates the account, signs it in with an HttpOnly SameSite=Lax cookie, and makes the first account admin', async () => {
    const response = await register({ ...alice, name: '  Alice Liddell  ', email: 'Alice@Example.com' });

    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'Alice Liddell',
      email: 'alice@example.com',
      isAdmin: true,
      hasPassword: true,
      hasGoogle: false,
      defaultModel: 'openai',
    });
    const cookie = expectSessionCookie(response);

    const me = await call(ctx.app, { url: '/api/user', cookie });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: response.json().id, email: 'alice@example.com' });
    await expectNoSecrets([response, me], alice.email);
  });

  it('does not make a later account admin', async () => {
    await createUser(ctx.db);

    const response = await register(alice);

    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ isAdmin: false });
    expect(await findUserByEmail(ctx.db, alice.email)).toMatchObject({ isAdmin: false });
  });

  it.each([
    ['a short password', { password: 'short12' }, 'Password must be at least 8 characters'],
    ['a too long password', { password: 'x'.repeat(129) }, 'Password must be at most 128 characters'],
    ['a bad e-mail', { email: 'alice.example.com' }, 'Please enter a valid email address'],
    ['a one-letter name', { name: ' A ' }, 'Name must be at least 2 characters'],
    ['a missing name', { name: undefined }, 'Name must be at least 2 characters'],
  ])('refuses %s with 400 and creates nothing', async (_, change, message) => {
    const response = await register({ ...alice, ...change });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed', message });
    expect(response.cookies).toEqual([]);
    expect(await userCount()).toBe(0);
  });

  it('refuses an e-mail that is taken, whatever its case, with 409', async () => {
    const existing = await createUser(ctx.db, { email: 'alice@example.com', name: 'First Alice' });

    const response = await register({ ...alice, email: 'ALICE@example.com' });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'email_taken', message: 'That e-mail address is already in use.' });
    expect(response.cookies).toEqual([]);
    expect(await findUserByEmail(ctx.db, alice.email)).toEqual(existing);
  });

  it('refuses to sign up the ADMIN_EMAIL address, even on an empty database', async () => {
    const app = await ctx.buildApp({ ADMIN_EMAIL: 'boss@example.com' });

    const response = await register({ ...alice, email: 'Boss@Example.com' }, app);

    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'email_taken' });
    expect(response.cookies).toEqual([]);
    expect(await userCount()).toBe(0);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the right password, whatever the e-mail case, and revokes the session it replaces', async () => {
    const user = await createUser(ctx.db, { email: alice.email, password: alice.password });
    const previous = await createSessionCookie(ctx.db, user.id);

    const response = await login({ email: 'ALICE@example.com', password: alice.password }, { cookie: previous.cookie });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, email: alice.email, hasPassword: true });
    const cookie = expectSessionCookie(response);
    expect(cookie).not.toBe(previous.cookie);
    expect((await call(ctx.app, { url: '/api/user', cookie })).json()).toMatchObject({ id: user.id });
    expect((await call(ctx.app, { url: '/api/user', cookie: previous.cookie })).statusCode).toBe(401);
    await expectNoSecrets([response], alice.email);
  });

  it('answers an unknown e-mail, a wrong password and a password-less account with the same 401', async () => {
    await createUser(ctx.db, { email: alice.email, password: alice.password });
    await createUser(ctx.db, { email: 'google-only@example.com' });

    const responses = [
      await login({ email: 'nobody@example.com', password: alice.password }),
      await login({ email: alice.email, password: 'wrong horse battery' }),
      await login({ email: 'google-only@example.com', password: alice.password }),
    ];

    for (const response of responses) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 'invalid_credentials', message: 'Incorrect e-mail or password.' });
      expect(response.cookies).toEqual([]);
    }
    expect(new Set(responses.map((response) => response.body)).size).toBe(1);
    await expectNoSecrets(responses, alice.email);
  });

  it.each([
    ['a bad e-mail', { email: 'not-an-email', password: 'whatever1' }, 'Please enter a valid email address'],
    ['an empty password', { email: alice.email, password: '' }, 'Required'],
  ])('refuses %s with 400', async (_, payload, message) => {
    const response = await login(payload);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed', message });
  });
});

describe('when password sign-in is disabled', () => {
  it('answers 403 to register and login and creates nothing', async () => {
    const app = await ctx.buildApp({ ENABLE_PASSWORD_LOGIN: 'false' });
    await createUser(ctx.db, { email: 'bob@example.com' });

    for (const response of [
      await register(alice, app),
      await login({ email: 'bob@example.com', password: 'anything-at-all' }, { app }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        code: 'password_login_disabled',
        message: 'Password sign-in is not enabled on this server.',
      });
      expect(response.cookies).toEqual([]);
    }
    expect(await findUserByEmail(ctx.db, alice.email)).toBeUndefined();
  });
});

describe('password hashes', () => {
  it('use N = 2^17 where PASSWORD_HASH_COST is not set', async () => {
    const hash = await hashPassword(alice.password, loadConfig({}).passwordHashCost);

    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/);
  });

  it('at the test cost, store that cost, accept the right password and refuse a wrong or missing one', async () => {
    const cost = TEST_PASSWORD_HASH_COST;
    const hash = await hashPassword(alice.password, cost);

    expect(hash).toMatch(/^scrypt\$4096\$8\$1\$/);
    expect(await verifyPassword(alice.password, hash, cost)).toBe(true);
    expect(await verifyPassword('wrong horse battery', hash, cost)).toBe(false);
    expect(await verifyPassword(alice.password, '', cost)).toBe(false);
    // The app hashes at its configured cost.
    await register(alice);
    expect((await findUserByEmail(ctx.db, alice.email))?.password).toMatch(/^scrypt\$4096\$/);
  });
});
