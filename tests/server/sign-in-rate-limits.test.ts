import { describe, expect, it } from 'vitest';
import { createUser } from '#tests/helpers/factories';
import { call, useTestApp } from '#tests/helpers/test-app';

const ctx = useTestApp();

describe('sign-in rate limits', () => {
  const login = (app: Parameters<typeof call>[0], email: string, remoteAddress = '127.0.0.1') =>
    call(app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'wrong password' },
      remoteAddress,
    });

  it('limits sign-in calls per client address with 429 and Retry-After', async () => {
    const app = await ctx.buildApp({ AUTH_RATE_LIMIT_PER_IP: '3' });
    await createUser(ctx.db, { email: 'someone@example.com' });

    for (let n = 0; n < 3; n++) expect((await login(app, `someone+${n}@example.com`)).statusCode).toBe(401);
    const limited = await login(app, 'someone@example.com');

    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ code: 'rate_limited' });
    expect((await login(app, 'someone@example.com', '10.0.0.2')).statusCode).toBe(401);
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

  it('limits sign-in attempts per e-mail address, whatever its case', async () => {
    const app = await ctx.buildApp({ AUTH_RATE_LIMIT_PER_EMAIL: '2' });
    await createUser(ctx.db, { email: 'victim@example.com' });
    await createUser(ctx.db, { email: 'bystander@example.com' });

    expect((await login(app, 'victim@example.com', '10.0.0.1')).statusCode).toBe(401);
    expect((await login(app, 'Victim@Example.com', '10.0.0.2')).statusCode).toBe(401);
    const limited = await login(app, 'victim@example.com', '10.0.0.3');

    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ code: 'rate_limited' });
    const other = await login(app, 'bystander@example.com', '10.0.0.3');
    expect(other.statusCode).toBe(401);
    expect(other.json()).toMatchObject({ code: 'invalid_credentials' });
  });
});
