import { count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashSessionToken } from '#server/auth/session-tokens';
import { findUserById } from '#server/db/queries/users';
import { passwordResetTokens } from '#server/db/schema/password-reset-tokens';
import { sessions } from '#server/db/schema/sessions';
import { createSessionCookie, createUser } from '#tests/helpers/factories';
import { call, type SignedIn, signIn, TEST_ORIGIN, useTestApp } from '#tests/helpers/test-app';

const ctx = useTestApp();
const ROOT_EMAIL = 'root@example.com';
const OLD_PASSWORD = 'the old password';
const NEW_PASSWORD = 'a brand new password';
let protectedApp: FastifyInstance;

beforeAll(async () => {
  protectedApp = await ctx.buildApp({ ADMIN_EMAIL: ROOT_EMAIL });
});

const makeLink = (caller: SignedIn, userId: number, app = ctx.app) =>
  call(app, { method: 'POST', url: `/api/admin/users/${userId}/password-reset`, cookie: caller.cookie });

const resetWith = (token: string, password = NEW_PASSWORD, app = ctx.app) =>
  call(app, { method: 'POST', url: '/api/auth/password-reset', payload: { token, password } });

const login = (email: string, password: string) =>
  call(ctx.app, { method: 'POST', url: '/api/auth/login', payload: { email, password } });

const sessionsOf = async (userId: number) =>
  (await ctx.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId)))[0]?.n;

/** The token in a link the route answered with, checked for the link's form. */
function tokenOf(url: string): string {
  const link = new URL(url);
  expect(`${link.origin}${link.pathname}`).toBe(`${TEST_ORIGIN}/reset-password`);
  const token = link.searchParams.get('token');
  if (!token) throw new Error(`no token in ${url}`);
  return token;
}

async function adminAndTarget() {
  const admin = await signIn(ctx, { isAdmin: true });
  const target = await createUser(ctx.db, { password: OLD_PASSWORD });
  return { admin, target };
}

async function issue(admin: SignedIn, userId: number): Promise<string> {
  const response = await makeLink(admin, userId);
  expect(response.statusCode).toBe(200);
  return tokenOf(response.json().url);
}

describe('POST /api/admin/users/:id/password-reset', () => {
  it('answers a link to the reset page that expires in 24 hours, and stores only its hash', async () => {
    const { admin, target } = await adminAndTarget();
    const before = Date.now();

    const response = await makeLink(admin, target.id);

    expect(response.statusCode).toBe(200);
    const { url, expiresAt } = response.json();
    const token = tokenOf(url);
    const lifetime = Date.parse(expiresAt) - before;
    expect(lifetime).toBeGreaterThanOrEqual(24 * 60 * 60 * 1000);
    expect(lifetime).toBeLessThan(24 * 60 * 60 * 1000 + 60_000);
    const rows = await ctx.db.select().from(passwordResetTokens);
    expect(rows).toEqual([expect.objectContaining({ userId: target.id, tokenHash: hashSessionToken(token) })]);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('answers 401 to anonymous callers and 403 to non-admins, and stores no link', async () => {
    const target = await createUser(ctx.db);
    const user = await signIn(ctx);

    const anonymous = await call(ctx.app, { method: 'POST', url: `/api/admin/users/${target.id}/password-reset` });
    const notAdmin = await makeLink(user, target.id);

    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'unauthenticated' });
    expect(notAdmin.statusCode).toBe(403);
    expect(notAdmin.json()).toMatchObject({ code: 'admin_required' });
    expect(await ctx.db.select().from(passwordResetTokens)).toEqual([]);
  });

  it('refuses a request from another site, and stores no link', async () => {
    const { admin, target } = await adminAndTarget();

    const response = await call(ctx.app, {
      method: 'POST',
      url: `/api/admin/users/${target.id}/password-reset`,
      cookie: admin.cookie,
      headers: { origin: 'https://evil.example' },
    });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'cross_origin' });
    expect(await ctx.db.select().from(passwordResetTokens)).toEqual([]);
  });

  it('answers 404 for an unknown user', async () => {
    const admin = await signIn(ctx, { isAdmin: true });

    const response = await makeLink(admin, 999_999);

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'user_not_found' });
  });

  it('refuses the built-in admin account, even to itself', async () => {
    const root = await signIn(ctx, { email: ROOT_EMAIL, isAdmin: true });
    const other = await signIn(ctx, { isAdmin: true });

    for (const caller of [root, other]) {
      const response = await makeLink(caller, root.user.id, protectedApp);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        code: 'protected_account_password',
        message: expect.stringContaining('built-in administrator'),
      });
    }
    expect(await ctx.db.select().from(passwordResetTokens)).toEqual([]);
  });

  it('answers password_login_disabled when password sign-in is off, for the link and for its use', async () => {
    const { admin, target } = await adminAndTarget();
    const token = await issue(admin, target.id);
    const app = await ctx.buildApp({ ENABLE_PASSWORD_LOGIN: 'false' });

    const made = await makeLink(admin, target.id, app);
    const used = await resetWith(token, NEW_PASSWORD, app);

    for (const response of [made, used]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'password_login_disabled' });
    }
    expect(await ctx.db.select().from(passwordResetTokens)).toHaveLength(1);
  });
});

describe('POST /api/auth/password-reset', () => {
  it('sets the password, ends every session of the user, and signs nobody in', async () => {
    const { admin, target } = await adminAndTarget();
    const other = await createSessionCookie(ctx.db, target.id);
    await createSessionCookie(ctx.db, target.id);
    const token = await issue(admin, target.id);
    // Used once before, so that a process that remembers sessions has it in memory.
    expect((await call(ctx.app, { url: '/api/user', cookie: other.cookie })).statusCode).toBe(200);

    const response = await resetWith(token);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(response.cookies).toEqual([]);
    expect(await sessionsOf(target.id)).toBe(0);
    expect((await call(ctx.app, { url: '/api/user', cookie: other.cookie })).statusCode).toBe(401);
    // The admin who made the link is still signed in.
    expect((await admin.call({ url: '/api/user' })).statusCode).toBe(200);
    expect((await login(target.email, OLD_PASSWORD)).statusCode).toBe(401);
    const signedIn = await login(target.email, NEW_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ id: target.id });
  });

  it('gives a password to an account that had none (made for Google sign-in)', async () => {
    const admin = await signIn(ctx, { isAdmin: true });
    const target = await createUser(ctx.db);
    expect(target.password).toBe('');

    expect((await resetWith(await issue(admin, target.id))).statusCode).toBe(200);

    expect((await login(target.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('works once: the second use is refused and leaves the new password', async () => {
    const { admin, target } = await adminAndTarget();
    const token = await issue(admin, target.id);
    expect((await resetWith(token)).statusCode).toBe(200);

    const again = await resetWith(token, 'yet another password');

    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({ code: 'password_reset_link_invalid' });
    expect((await login(target.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an expired link and changes nothing', async () => {
    const { admin, target } = await adminAndTarget();
    const token = await issue(admin, target.id);
    await ctx.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetTokens.userId, target.id));
    const session = await createSessionCookie(ctx.db, target.id);

    const response = await resetWith(token);

    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'password_reset_link_invalid' });
    expect((await call(ctx.app, { url: '/api/user', cookie: session.cookie })).statusCode).toBe(200);
    expect((await login(target.email, OLD_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a link a newer one replaced, and takes the newer one', async () => {
    const { admin, target } = await adminAndTarget();
    const older = await issue(admin, target.id);
    const newer = await issue(admin, target.id);

    const refused = await resetWith(older);
    const accepted = await resetWith(newer);

    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'password_reset_link_invalid' });
    expect(accepted.statusCode).toBe(200);
    expect(await ctx.db.select().from(passwordResetTokens)).toEqual([]);
  });

  it('refuses an unknown token and a link made for another user only changes that user', async () => {
    const { admin, target } = await adminAndTarget();
    const bystander = await createUser(ctx.db, { password: OLD_PASSWORD });
    const token = await issue(admin, target.id);

    expect((await resetWith(`${token}x`)).json()).toMatchObject({ code: 'password_reset_link_invalid' });
    expect((await resetWith(token)).statusCode).toBe(200);

    expect((await login(bystander.email, OLD_PASSWORD)).statusCode).toBe(200);
    expect((await findUserById(ctx.db, bystander.id))?.password).toBe(bystander.password);
  });

  it('holds the password to the sign-up rules, and keeps the link for a valid try', async () => {
    const { admin, target } = await adminAndTarget();
    const token = await issue(admin, target.id);

    const response = await resetWith(token, 'short');

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      issues: [expect.objectContaining({ path: 'password', message: 'Password must be at least 8 characters' })],
    });
    expect((await resetWith(token)).statusCode).toBe(200);
  });

  it('counts against the sign-in limit per client', async () => {
    const app = await ctx.buildApp({ AUTH_RATE_LIMIT_PER_IP: '2' });

    for (let n = 0; n < 2; n++) expect((await resetWith(`unknown-${n}`, NEW_PASSWORD, app)).statusCode).toBe(403);
    const limited = await resetWith('unknown-3', NEW_PASSWORD, app);

    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'rate_limited' });
  });

  it('goes with its user when the user is deleted', async () => {
    const { admin, target } = await adminAndTarget();
    const token = await issue(admin, target.id);

    expect((await admin.call({ method: 'DELETE', url: `/api/admin/users/${target.id}` })).statusCode).toBe(200);

    expect(await ctx.db.select().from(passwordResetTokens)).toEqual([]);
    expect((await resetWith(token)).json()).toMatchObject({ code: 'password_reset_link_invalid' });
  });
});
