import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { findUserByEmail } from '#server/db/queries/users';
import { createUser } from '#tests/helpers/factories';
import { call, type SignedIn, sessionCookieFrom, signIn, useTestApp } from '#tests/helpers/test-app';

const ctx = useTestApp();
// The default test app has no Google sign-in; this one does, so an account may go without a password.
let withGoogle: FastifyInstance;

beforeAll(async () => {
  withGoogle = await ctx.buildApp({ GOOGLE_CLIENT_ID: 'test-client.apps.googleusercontent.com' });
});

const ADMIN_USER_FIELDS = ['createdAt', 'email', 'id', 'isAdmin', 'isProtected', 'lastActive', 'name', 'username'];

interface Listing {
  users: { id: number; name: string; email: string; username: string; isAdmin: boolean; lastActive: string | null }[];
  total: number;
  limit: number;
  offset: number;
}

const signInAdmin = () => signIn(ctx, { isAdmin: true, name: 'Zed Admin', email: 'zed@admin.test', username: 'zed' });

async function list(admin: SignedIn, query = ''): Promise<Listing> {
  const response = await admin.call({ url: `/api/admin/users${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const emails = (listing: Listing) => listing.users.map((user) => user.email).sort();

describe('GET /api/admin/users', () => {
  it('lists users newest first with their admin fields and never a password', async () => {
    const admin = await signInAdmin();
    const older = await createUser(ctx.db, { password: 'correct horse battery', name: 'Older' });
    const newer = await createUser(ctx.db, { name: 'Newer', isAdmin: true });

    const listing = await list(admin);

    expect(listing).toMatchObject({ total: 3, limit: 20, offset: 0 });
    expect(listing.users.map((user) => user.id)).toEqual([newer.id, older.id, admin.user.id]);
    for (const user of listing.users) expect(Object.keys(user).sort()).toEqual(ADMIN_USER_FIELDS);
    expect(listing.users[1]).toEqual({
      id: older.id,
      name: 'Older',
      username: older.username,
      email: older.email,
      isAdmin: false,
      isProtected: false,
      // Made here, never signed in.
      lastActive: null,
      createdAt: older.createdAt.toISOString(),
    });
    expect(JSON.stringify(listing)).not.toContain('scrypt');
  });

  it('says null ("Never") for an account an admin added until it first signs in', async () => {
    const admin = await signInAdmin();
    const added = await admin.call({
      method: 'POST',
      url: '/api/admin/users',
      payload: { name: 'New Starter', email: 'starter@example.com', password: 'a long password' },
    });
    expect(added.statusCode, added.body).toBe(201);
    const lastActiveOf = async () => (await list(admin, '?q=starter')).users.map((user) => user.lastActive);

    expect(await lastActiveOf()).toEqual([null]);

    const signedIn = await call(ctx.app, {
      method: 'POST',
      url: '/api/test-login',
      payload: { email: 'starter@example.com' },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const [lastActive] = await lastActiveOf();
    expect(Date.now() - Date.parse(lastActive ?? '')).toBeLessThan(60_000);
  });

  it('matches q against name, e-mail or username, ignoring case', async () => {
    const admin = await signInAdmin();
    await createUser(ctx.db, { name: 'Ada Lovelace', email: 'ada@engine.test', username: 'countess' });
    await createUser(ctx.db, { name: 'Grace Hopper', email: 'grace@navy.test', username: 'amazing' });
    await createUser(ctx.db, { name: 'Linus', email: 'linus@kernel.test', username: 'Torvalds_L' });

    expect(emails(await list(admin, '?q=LOVELACE'))).toEqual(['ada@engine.test']);
    expect(emails(await list(admin, '?q=NAVY.Test'))).toEqual(['grace@navy.test']);
    expect(emails(await list(admin, '?q=torvalds'))).toEqual(['linus@kernel.test']);
    const partial = await list(admin, '?q=a');
    expect(partial.total).toBe(4);
    const none = await list(admin, '?q=nobody-here');
    expect(none).toMatchObject({ users: [], total: 0 });
  });

  it('treats % and _ in q as plain characters', async () => {
    const admin = await signInAdmin();
    await createUser(ctx.db, { name: '100% Human', email: 'human@example.com', username: 'human' });
    await createUser(ctx.db, { name: 'Under Score', email: 'under@example.com', username: 'a_b' });
    await createUser(ctx.db, { name: 'No Score', email: 'noscore@example.com', username: 'axb' });

    expect(emails(await list(admin, '?q=%25'))).toEqual(['human@example.com']);
    expect(emails(await list(admin, '?q=a_b'))).toEqual(['under@example.com']);
    expect((await list(admin, '?q=_')).total).toBe(1);
  });

  it('filters by role', async () => {
    const admin = await signInAdmin();
    await createUser(ctx.db, { email: 'boss@example.com', isAdmin: true });
    await createUser(ctx.db, { email: 'worker@example.com' });

    expect(emails(await list(admin, '?role=admin'))).toEqual(['boss@example.com', 'zed@admin.test']);
    expect(emails(await list(admin, '?role=user'))).toEqual(['worker@example.com']);
    expect((await list(admin, '?role=all')).total).toBe(3);
    expect(await list(admin, '?role=user&q=boss')).toMatchObject({ users: [], total: 0 });
  });

  it('pages with limit and offset and reports the total of the whole match', async () => {
    const admin = await signInAdmin();
    for (let n = 0; n < 5; n++) await createUser(ctx.db, { email: `page${n}@example.com` });

    const first = await list(admin, '?limit=2&q=page');
    const second = await list(admin, '?limit=2&offset=2&q=page');
    const last = await list(admin, '?limit=2&offset=4&q=page');
    const beyond = await list(admin, '?limit=2&offset=10&q=page');

    expect(first).toMatchObject({ total: 5, limit: 2, offset: 0 });
    expect(second).toMatchObject({ total: 5, limit: 2, offset: 2 });
    expect(last.users).toHaveLength(1);
    expect(beyond).toMatchObject({ users: [], total: 5 });
    const seen = [...first.users, ...second.users, ...last.users].map((user) => user.email);
    expect(new Set(seen).size).toBe(5);
    expect(first.users).toHaveLength(2);
  });

  it('rejects bad query values with 400', async () => {
    const admin = await signIn(ctx, { isAdmin: true });
    for (const query of ['limit=0', 'limit=1000', 'limit=abc', 'offset=-1', 'role=boss', `q=${'x'.repeat(201)}`]) {
      const response = await admin.call({ url: `/api/admin/users?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ code: 'validation_failed' });
    }
  });
});

describe('POST /api/admin/users', () => {
  it('creates a user with a password who can then sign in', async () => {
    const admin = await signIn(ctx, { isAdmin: true });
    const created = await admin.call({
      method: 'POST',
      url: '/api/admin/users',
      payload: { name: ' New Person ', email: 'New.Person@Example.com', password: 'a long password' },
    });

    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'New Person',
      email: 'new.person@example.com',
      username: 'new.person',
      isAdmin: false,
      isProtected: false,
    });
    expect(Object.keys(created.json()).sort()).toEqual(ADMIN_USER_FIELDS);

    const login = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'new.person@example.com', password: 'a long password' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ id: created.json().id, hasPassword: true });
    expect(sessionCookieFrom(login)).toBeDefined();
  });

  it('creates an admin with a chosen username and no password when Google sign-in is configured', async () => {
    const admin = await signIn(ctx, { isAdmin: true });
    const created = await call(withGoogle, {
      method: 'POST',
      url: '/api/admin/users',
      cookie: admin.cookie,
      payload: { name: 'Second Admin', email: 'second@example.com', username: 'Second.Admin', isAdmin: true },
    });

    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ username: 'second.admin', isAdmin: true });
    expect(await findUserByEmail(ctx.db, 'second@example.com')).toMatchObject({ isAdmin: true, password: '' });
  });

  it('refuses a user without a password when Google sign-in is not configured, and stores nothing', async () => {
    const admin = await signIn(ctx, { isAdmin: true });
    // What the Add User dialog reads to know the password is required.
    expect((await call(ctx.app, { url: '/api/auth/config' })).json()).toMatchObject({ google: false });

    for (const payload of [
      { name: 'No Password', email: 'nopass@example.com' },
      { name: 'No Password', email: 'nopass@example.com', username: 'nopass', isAdmin: true },
    ]) {
      const response = await admin.call({ method: 'POST', url: '/api/admin/users', payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({
        code: 'password_required',
        message:
          'Set a password: Google sign-in is not configured on this server, so this user could not sign in without one.',
      });
    }
    expect(await findUserByEmail(ctx.db, 'nopass@example.com')).toBeUndefined();
  });

  it('answers 409 for a taken e-mail or username', async () => {
    const admin = await signIn(ctx, { isAdmin: true });
    await createUser(ctx.db, { email: 'taken@example.com', username: 'taken' });

    const sameEmail = await admin.call({
      method: 'POST',
      url: '/api/admin/users',
      payload: { name: 'Copy Cat', email: 'TAKEN@example.com', password: 'a long password' },
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toMatchObject({ code: 'email_taken' });

    const sameUsername = await admin.call({
      method: 'POST',
      url: '/api/admin/users',
      payload: { name: 'Copy Cat', email: 'fresh@example.com', username: 'Taken', password: 'a long password' },
    });
    expect(sameUsername.statusCode).toBe(409);
    expect(sameUsername.json()).toMatchObject({ code: 'username_taken' });
    expect(await findUserByEmail(ctx.db, 'fresh@example.com')).toBeUndefined();
  });

  it('rejects invalid input with 400 and creates nobody', async () => {
    const admin = await signIn(ctx, { isAdmin: true });
    const valid = { name: 'Valid Name', email: 'valid@example.com', password: 'a long password' };
    for (const payload of [
      { ...valid, name: 'A' },
      { ...valid, email: 'not-an-email' },
      { ...valid, password: 'short' },
      { ...valid, username: 'has spaces' },
      { ...valid, isAdmin: 'yes' },
      { ...valid, role: 'admin' },
      { email: 'valid@example.com' },
    ]) {
      const response = await admin.call({ method: 'POST', url: '/api/admin/users', payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed' });
    }
    expect(await findUserByEmail(ctx.db, 'valid@example.com')).toBeUndefined();
  });
});
