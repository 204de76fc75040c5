import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createUser } from '#tests/helpers/factories';
import { call, useTestApp } from '#tests/helpers/test-app';

const ctx = useTestApp();
const PASSWORD = 'correct horse battery';

const login = (app: FastifyInstance, email: string, password: string, remoteAddress = '127.0.0.1') =>
  call(app, { method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

/** As if every back-off so far had run its course. */
async function waitOut() {
  await ctx.db.execute(sql`update sign_in_limits set blocked_until = now() - interval '1 second'`);
}

describe('sign-in limits per client', () => {
  it('limits sign-in calls per client address with 429 and Retry-After', async () => {
    const app = await ctx.buildApp({ AUTH_RATE_LIMIT_PER_IP: '3' });
    await createUser(ctx.db, { email: 'someone@example.com' });

    for (let n = 0; n < 3; n++) expect((await login(app, `someone+${n}@example.com`, 'wrong')).statusCode).toBe(401);
    const limited = await login(app, 'someone@example.com', 'wrong');

    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ code: 'rate_limited' });
    expect((await login(app, 'someone@example.com', 'wrong', '10.0.0.2')).statusCode).toBe(401);
  });

  it('counts every sign-in call of one address against the same limit', async () => {
    const app = await ctx.buildApp({ AUTH_RATE_LIMIT_PER_IP: '3' });

    for (let n = 0; n < 3; n++) {
      expect((await call(app, { method: 'POST', url: '/api/auth/register', payload: {} })).statusCode).toBe(400);
    }

    for (const url of ['/api/auth/login', '/api/auth/google', '/api/test-login']) {
      const response = await call(app, { method: 'POST', url, payload: {} });
      expect(response.statusCode, url).toBe(429);
      expect(response.json(), url).toMatchObject({ code: 'rate_limited' });
    }
  });
});

describe('sign-in back-off per e-mail address and client', () => {
  it('backs off a client that keeps failing for one address, doubling the wait up to the window', async () => {
    const app = await ctx.buildApp({ AUTH_RATE_LIMIT_PER_EMAIL: '2', AUTH_RATE_LIMIT_WINDOW_MINUTES: '1' });
    await createUser(ctx.db, { email: 'victim@example.com', password: PASSWORD });
    const guess = () => login(app, 'victim@example.com', 'guess', '10.0.0.66');

    expect((await guess()).statusCode).toBe(401);
    expect((await guess()).statusCode).toBe(401);
    const waits: number[] = [];
    for (let round = 0; round < 8; round++) {
      const refused = await guess();
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'rate_limited' });
      waits.push(Number(refused.headers['retry-after']));
      await waitOut();
      expect((await guess()).statusCode).toBe(401);
    }

    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60]);
  });

  it('never refuses the right password from a client that has not been failing', async () => {
    const app = await ctx.buildApp({ AUTH_RATE_LIMIT_PER_EMAIL: '2' });
    await createUser(ctx.db, { email: 'admin@example.com', password: PASSWORD });
    for (let n = 0; n < 5; n++) await login(app, 'Admin@Example.com', 'guess', '203.0.113.9');
    expect((await login(app, 'admin@example.com', 'guess', '203.0.113.9')).statusCode).toBe(429);

    const owner = await login(app, 'admin@example.com', PASSWORD, '198.51.100.20');

    expect(owner.statusCode).toBe(200);
  });

  it('answers an unknown e-mail as it answers a wrong password, back-off included', async () => {
    const app = await ctx.buildApp({ AUTH_RATE_LIMIT_PER_EMAIL: '1' });
    await createUser(ctx.db, { email: 'known@example.com', password: PASSWORD });

    const known = [await login(app, 'known@example.com', 'guess'), await login(app, 'known@example.com', 'guess')];
    const unknown = [await login(app, 'nobody@example.com', 'guess'), await login(app, 'nobody@example.com', 'guess')];

    for (const [index, response] of known.entries()) {
      const twin = unknown[index];
      expect(response.statusCode).toBe(twin?.statusCode);
      expect(response.json()).toEqual(twin?.json());
      expect(response.headers['retry-after']).toBe(twin?.headers['retry-after']);
    }
    expect(known.map((response) => response.statusCode)).toEqual([401, 429]);
  });

  it('signs the failing client in once its wait is over, and forgets its failures', async () => {
    const app = await ctx.buildApp({ AUTH_RATE_LIMIT_PER_EMAIL: '2' });
    await createUser(ctx.db, { email: 'forgetful@example.com', password: PASSWORD });
    await login(app, 'forgetful@example.com', 'guess');
    await login(app, 'forgetful@example.com', 'guess');
    expect((await login(app, 'forgetful@example.com', PASSWORD)).statusCode).toBe(429);

    await waitOut();
    expect((await login(app, 'forgetful@example.com', PASSWORD)).statusCode).toBe(200);

    expect((await login(app, 'forgetful@example.com', 'typo')).statusCode).toBe(401);
    expect((await login(app, 'forgetful@example.com', PASSWORD)).statusCode).toBe(200);
  });
});
