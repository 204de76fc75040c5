import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByEmail } from '#server/db/queries/users';
import { FAKE_GOOGLE_CLIENT_ID, type FakeGoogle, startFakeGoogle } from '#tests/fakes/google';
import { startFakeServer } from '#tests/fakes/http-server';
import { createUser } from '#tests/helpers/factories';
import { call, sessionCookieFrom, useTestApp } from '#tests/helpers/test-app';

const ctx = useTestApp();
let google: FakeGoogle;
let app: FastifyInstance;

beforeAll(async () => {
  google = await startFakeGoogle();
  app = await ctx.buildApp({
    ...google.env,
    ADMIN_EMAIL: 'owner@example.com',
  });
});

afterAll(async () => {
  await google.close();
});

const signInWith = (token: string, target = app) =>
  call(target, { method: 'POST', url: '/api/auth/google', payload: { token } });

describe('Google configuration', () => {
  it('tells the client id when Google is configured, and null when it is not', async () => {
    expect((await call(app, { url: '/api/auth/google-config' })).json()).toEqual({ clientId: FAKE_GOOGLE_CLIENT_ID });
    expect((await call(ctx.app, { url: '/api/auth/google-config' })).json()).toEqual({ clientId: null });
  });

  it('says which sign-in methods are on', async () => {
    expect((await call(app, { url: '/api/auth/config' })).json()).toEqual({
      google: true,
      password: false,
      testLogin: true,
      signUp: { google: true, password: false },
    });
    expect((await call(ctx.app, { url: '/api/auth/config' })).json()).toMatchObject({ google: false, password: true });
  });
});

describe('POST /api/auth/google', () => {
  it('signs in with a good token, creating the user once, keyed by Google id', async () => {
    const token = google.issueToken({ sub: 'g-1', email: 'Ada@Example.com', name: 'Ada Lovelace' });

    const first = await signInWith(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ email: 'ada@example.com', name: 'Ada Lovelace', hasGoogle: true });
    expect(first.json()).not.toHaveProperty('password');
    const cookie = sessionCookieFrom(first);
    expect(cookie).toBeDefined();
    expect((await call(app, { url: '/api/user', cookie })).json()).toMatchObject({ email: 'ada@example.com' });

    const again = await signInWith(google.issueToken({ sub: 'g-1', email: 'ada@example.com' }));
    expect(again.json().id).toBe(first.json().id);
    expect((await findUserByEmail(ctx.db, 'ada@example.com'))?.googleId).toBe('g-1');
  });

  it('makes the built-in admin address an admin', async () => {
    const response = await signInWith(google.issueToken({ sub: 'g-owner', email: 'owner@example.com' }));
    expect(response.json()).toMatchObject({ isAdmin: true });
  });

  it('uses the e-mail name when Google gives no name', async () => {
    const response = await signInWith(google.issueToken({ sub: 'g-2', email: 'grace@example.com' }));
    expect(response.json()).toMatchObject({ name: 'grace', username: 'grace' });
  });

  it('keeps a Google name the database can store: no control characters, 100 whole code points', async () => {
    const name = `Ada\u0000 ${'😀'.repeat(120)}`;
    const response = await signInWith(google.issueToken({ sub: 'g-3', email: 'odd@example.com', name }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().name).toBe(`Ada ${'😀'.repeat(96)}`);
  });

  it.each([
    ['another audience', { aud: 'someone-else.apps.googleusercontent.com' }],
    ['another authorised party', { azp: 'someone-else.apps.googleusercontent.com' }],
    ['an unverified e-mail', { emailVerified: false }],
    ['an expired token', { expiresIn: -10 }],
  ])('refuses a token with %s: 401, no session, no user', async (_case, overrides) => {
    const response = await signInWith(google.issueToken({ sub: 'g-bad', email: 'mallory@example.com', ...overrides }));

    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('google_token_invalid');
    expect(sessionCookieFrom(response)).toBeUndefined();
    expect(await findUserByEmail(ctx.db, 'mallory@example.com')).toBeUndefined();
  });

  it('refuses a token Google does not know', async () => {
    const response = await signInWith('ya29.made-up');
    expect(response.statusCode).toBe(401);
  });

  it('never takes over an existing account with the same e-mail', async () => {
    const existing = await createUser(ctx.db, { email: 'taken@example.com' });
    const response = await signInWith(google.issueToken({ sub: 'g-3', email: 'taken@example.com' }));

    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('google_email_conflict');
    expect(sessionCookieFrom(response)).toBeUndefined();
    expect((await findUserByEmail(ctx.db, 'taken@example.com'))?.googleId).toBeNull();
    expect(existing.googleId).toBeNull();
  });

  it('answers 503 and starts no session when token info fails', async () => {
    google.failWith(500);
    try {
      const response = await signInWith(google.issueToken({ sub: 'g-4', email: 'down@example.com' }));
      expect(response.statusCode).toBe(503);
      expect(response.json().code).toBe('google_unavailable');
      expect(sessionCookieFrom(response)).toBeUndefined();
    } finally {
      google.failWith(null);
    }
  });

  it('answers 503 when token info cannot be reached', async () => {
    const gone = await startFakeServer(() => undefined);
    await gone.close();
    const unreachable = await ctx.buildApp({
      GOOGLE_CLIENT_ID: FAKE_GOOGLE_CLIENT_ID,
      GOOGLE_TOKENINFO_URL: `${gone.url}/tokeninfo`,
    });

    const response = await signInWith('ya29.anything', unreachable);

    expect(response.statusCode).toBe(503);
    expect(sessionCookieFrom(response)).toBeUndefined();
  });

  it('answers 503 when Google sign-in is not configured', async () => {
    const response = await signInWith('ya29.anything', ctx.app);
    expect(response.statusCode).toBe(503);
    expect(response.json().code).toBe('google_not_configured');
  });

  it('rejects a missing or empty token with 400 before asking Google', async () => {
    const before = google.tokenInfoCalls;
    expect((await signInWith('')).statusCode).toBe(400);
    expect((await call(app, { method: 'POST', url: '/api/auth/google', payload: {} })).statusCode).toBe(400);
    expect(google.tokenInfoCalls).toBe(before);
  });
});
