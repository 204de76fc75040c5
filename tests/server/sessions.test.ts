import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { findUserById } from '#server/db/queries/users';
import { sessions } from '#server/db/schema/sessions';
import { ageRow, createSessionCookie, createUser } from '#tests/helpers/factories';
import { call, sessionCookieFrom, signIn, useTestApp } from '#tests/helpers/test-app';

const ctx = useTestApp();

const DAY_MS = 24 * 60 * 60 * 1000;

const me = (cookie?: string, app: FastifyInstance = ctx.app) => call(app, { url: '/api/user', cookie });
const logout = (cookie?: string) => call(ctx.app, { method: 'POST', url: '/api/auth/logout', cookie });

/** Signs in through the test-login route, as a browser would, and returns the new cookie. */
async function testLogin(email: string, cookie?: string): Promise<string> {
  const response = await call(ctx.app, { method: 'POST', url: '/api/test-login', payload: { email }, cookie });
  expect(response.statusCode).toBe(200);
  const set = sessionCookieFrom(response);
  if (!set) throw new Error('no session cookie was set');
  return set;
}

const sessionsOf = (userId: number) => ctx.db.select().from(sessions).where(eq(sessions.userId, userId));

async function onlySessionOf(userId: number) {
  const rows = await sessionsOf(userId);
  expect(rows).toHaveLength(1);
  const [row] = rows;
  if (!row) throw new Error('no session');
  return row;
}

describe('GET /api/user', () => {
  it('answers 401 without a session or with an unknown token', async () => {
    for (const cookie of [undefined, 'pairwise_session=not-a-real-token']) {
      const response = await me(cookie);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 'unauthenticated', message: 'You need to sign in.' });
    }
  });

  it('answers the signed-in user, never cached', async () => {
    const alice = await signIn(ctx, { name: 'Alice Liddell', defaultModel: 'claude' });

    const response = await alice.call({ url: '/api/user' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toMatchObject({
      id: alice.user.id,
      name: 'Alice Liddell',
      email: alice.user.email,
      defaultModel: 'claude',
      hasPassword: false,
    });
    expect(response.json()).not.toHaveProperty('password');
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the session on the server and clears the cookie', async () => {
    const alice = await signIn(ctx);
    const other = await createSessionCookie(ctx.db, alice.user.id);

    const response = await logout(alice.cookie);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const cleared = response.cookies.find((cookie) => cookie.name === 'pairwise_session');
    expect(cleared).toMatchObject({ value: '', path: '/', httpOnly: true });
    expect(cleared?.expires?.getTime()).toBeLessThanOrEqual(Date.now());
    // The old cookie is dead even if a client keeps sending it; the user's other device is not.
    expect((await me(alice.cookie)).statusCode).toBe(401);
    expect((await me(other.cookie)).statusCode).toBe(200);
    expect(await sessionsOf(alice.user.id)).toHaveLength(1);
  });

  it('answers 200 and clears the cookie without a session', async () => {
    const response = await logout();

    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((cookie) => cookie.name === 'pairwise_session')).toMatchObject({ value: '' });
  });
});

describe('session tokens', () => {
  it('issues a new token at every sign-in', async () => {
    const first = await testLogin('alice@example.com');
    const second = await testLogin('alice@example.com');

    expect(second).not.toBe(first);
    expect((await me(first)).statusCode).toBe(200);
    expect((await me(second)).statusCode).toBe(200);
  });

  it('revokes the token sent with a sign-in request, so a planted token is never promoted', async () => {
    const planted = await signIn(ctx, { email: 'mallory@example.com' });

    const fresh = await testLogin('alice@example.com', planted.cookie);

    expect(fresh).not.toBe(planted.cookie);
    expect((await me(planted.cookie)).statusCode).toBe(401);
    expect((await me(fresh)).json()).toMatchObject({ email: 'alice@example.com' });
    expect(await sessionsOf(planted.user.id)).toEqual([]);
  });

  it('stores only the SHA-256 hash of the token', async () => {
    const cookie = await testLogin('alice@example.com');
    const token = cookie.slice('pairwise_session='.length);
    const alice = (await me(cookie)).json();

    const row = await onlySessionOf(alice.id);

    expect(row.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('expires a sign-in after 30 days by default', async () => {
    const before = Date.now();
    const cookie = await testLogin('alice@example.com');
    const row = await onlySessionOf((await me(cookie)).json().id);

    expect(row.expiresAt.getTime()).toBeGreaterThanOrEqual(before + 30 * DAY_MS - 1000);
    expect(row.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 30 * DAY_MS + 1000);
  });
});

describe('session expiry', () => {
  it('ends a session left idle for more than 7 days', async () => {
    const alice = await signIn(ctx);
    const session = await onlySessionOf(alice.user.id);

    await ageRow(ctx.db, 'sessions', 'last_seen_at', session.id, '7 days 1 minute');

    expect((await alice.call({ url: '/api/user' })).statusCode).toBe(401);
  });

  it('keeps a session idle for a little less than 7 days', async () => {
    const alice = await signIn(ctx);
    const session = await onlySessionOf(alice.user.id);

    await ageRow(ctx.db, 'sessions', 'last_seen_at', session.id, '6 days 23 hours');

    expect((await alice.call({ url: '/api/user' })).statusCode).toBe(200);
  });

  it('ends a session past its absolute expiry even while it is in use', async () => {
    const user = await createUser(ctx.db);
    const { cookie } = await createSessionCookie(ctx.db, user.id, { expiresAt: new Date(Date.now() - 1000) });

    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('takes the idle limit from SESSION_IDLE_DAYS', async () => {
    const shortIdle = await ctx.buildApp({ SESSION_IDLE_DAYS: '1' });
    const alice = await signIn(ctx);
    const session = await onlySessionOf(alice.user.id);

    await ageRow(ctx.db, 'sessions', 'last_seen_at', session.id, '2 days');

    expect((await me(alice.cookie, shortIdle)).statusCode).toBe(401);
    expect((await me(alice.cookie)).statusCode).toBe(200);
  });
});

describe('activity tracking', () => {
  it('moves lastActive and the session’s last use at most once a minute', async () => {
    const alice = await signIn(ctx);
    const session = await onlySessionOf(alice.user.id);
    await ageRow(ctx.db, 'users', 'last_active', alice.user.id, '2 minutes');
    await ageRow(ctx.db, 'sessions', 'last_seen_at', session.id, '2 minutes');
    const agedUser = await findUserById(ctx.db, alice.user.id);
    const agedSession = await onlySessionOf(alice.user.id);

    await alice.call({ url: '/api/user' });
    const touchedUser = await findUserById(ctx.db, alice.user.id);
    const touchedSession = await onlySessionOf(alice.user.id);

    expect(touchedUser?.lastActive?.getTime()).toBeGreaterThan((agedUser?.lastActive?.getTime() ?? 0) + 60_000);
    expect(touchedSession.lastSeenAt.getTime()).toBeGreaterThan(agedSession.lastSeenAt.getTime() + 60_000);

    await alice.call({ url: '/api/user' });

    expect((await findUserById(ctx.db, alice.user.id))?.lastActive).toEqual(touchedUser?.lastActive);
    expect((await onlySessionOf(alice.user.id)).lastSeenAt).toEqual(touchedSession.lastSeenAt);
  });
});
