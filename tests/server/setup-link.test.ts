import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSetupLink } from '#server/auth/setup-link';
import { findUserByEmail } from '#server/db/queries/users';
import { setupTokens } from '#server/db/schema/setup-tokens';
import { type FakeGoogle, startFakeGoogle } from '#tests/fakes/google';
import { createUser } from '#tests/helpers/factories';
import { call, TEST_ORIGIN, testConfig, useTestApp } from '#tests/helpers/test-app';

const ctx = useTestApp();
// A server that others can reach, with no built-in admin: the first sign-up must not win by racing.
// (Test login, on for the other apps, is refused on such a server.)
const PUBLIC = { HOST: '0.0.0.0', ENABLE_TEST_LOGIN: 'false' } as const;
let app: FastifyInstance;
let google: FakeGoogle;

beforeAll(async () => {
  google = await startFakeGoogle();
  app = await ctx.buildApp({
    ...PUBLIC,
    ...google.env,
    ENABLE_PASSWORD_LOGIN: 'true',
  });
});

afterAll(async () => {
  await google.close();
});

const register = (email: string, setup?: string, target = app) =>
  call(target, {
    method: 'POST',
    url: setup === undefined ? '/api/auth/register' : `/api/auth/register?setup=${encodeURIComponent(setup)}`,
    payload: { name: 'Some One', email, password: 'correct horse battery' },
  });

async function newSetupToken(): Promise<string> {
  const link = await createSetupLink(ctx.db, testConfig('/tmp', PUBLIC));
  if (!link) throw new Error('no setup link was made');
  const url = new URL(link);
  expect(`${url.origin}${url.pathname}`).toBe(`${TEST_ORIGIN}/login`);
  return url.searchParams.get('setup') ?? '';
}

describe('the first admin of a public server without ADMIN_EMAIL', () => {
  it('is not whoever signs up first', async () => {
    await newSetupToken();
    const response = await register('racer@example.com');

    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ isAdmin: false });
  });

  it('is the sign-up that carries the setup link, once', async () => {
    const token = await newSetupToken();
    await register('early@example.com');

    const owner = await register('owner@example.com', token);
    expect(owner.statusCode).toBe(201);
    expect(owner.json()).toMatchObject({ isAdmin: true });

    const again = await register('second@example.com', token);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({ code: 'setup_link_invalid' });
    expect(await findUserByEmail(ctx.db, 'second@example.com')).toBeUndefined();
  });

  it('refuses a wrong token and creates nothing', async () => {
    await newSetupToken();
    const response = await register('guess@example.com', 'not-the-token');

    expect(response.statusCode).toBe(403);
    expect(await findUserByEmail(ctx.db, 'guess@example.com')).toBeUndefined();
  });

  it('works for a first sign-in with Google too', async () => {
    const setup = await newSetupToken();
    const signInWithGoogle = (sub: string, query = '') =>
      call(app, {
        method: 'POST',
        url: `/api/auth/google${query}`,
        payload: { token: google.issueToken({ sub, email: `${sub}@example.com` }) },
      });

    expect((await signInWithGoogle('g-early')).json()).toMatchObject({ isAdmin: false });
    const owner = await signInWithGoogle('g-owner', `?setup=${setup}`);
    expect(owner.json()).toMatchObject({ isAdmin: true });
  });

  it('keeps only a hash of the token', async () => {
    const token = await newSetupToken();
    const rows = await ctx.db.select().from(setupTokens);

    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('is not offered once an admin exists, nor on a loopback host, nor with ADMIN_EMAIL', async () => {
    expect(await createSetupLink(ctx.db, testConfig('/tmp', { HOST: '127.0.0.1' }))).toBeUndefined();
    expect(await createSetupLink(ctx.db, testConfig('/tmp', { ...PUBLIC, ADMIN_EMAIL: 'a@example.com' }))).toBe(
      undefined,
    );
    await createUser(ctx.db, { isAdmin: true });
    expect(await createSetupLink(ctx.db, testConfig('/tmp', PUBLIC))).toBeUndefined();
  });

  it('is not the first sign-up behind a proxy on the default loopback host', async () => {
    // What a reverse proxy on the same machine looks like: the server listens on loopback only.
    const proxied = await ctx.buildApp({
      PUBLIC_URL: 'https://chat.example.com',
      TRUST_PROXY: 'loopback',
      ENABLE_TEST_LOGIN: 'false',
    });
    const response = await call(proxied, {
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Some One', email: 'internet@example.com', password: 'correct horse battery' },
      headers: { origin: 'https://chat.example.com', 'x-forwarded-for': '203.0.113.9' },
    });

    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ isAdmin: false });
  });

  it('keeps the first account an admin on a loopback host', async () => {
    const response = await register('local@example.com', undefined, ctx.app);
    expect(response.json()).toMatchObject({ isAdmin: true });
  });
});
