import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { countCall, deleteExpiredSignInLimits } from '#server/db/queries/sign-in-limits';
import { signInLimits } from '#server/db/schema/sign-in-limits';
import { call, useTestApp } from '#tests/helpers/test-app';

const ctx = useTestApp();

/** A sign-in call that fails validation: cheap, and counted by the per-client limit all the same. */
const attempt = (app: FastifyInstance, remoteAddress: string, headers: Record<string, string> = {}) =>
  call(app, { method: 'POST', url: '/api/auth/login', payload: {}, remoteAddress, headers });

describe('sign-in limits across processes and proxies', () => {
  it('hold across processes and restarts that share the database', async () => {
    const first = await ctx.buildApp({ AUTH_RATE_LIMIT_PER_IP: '3' });
    const second = await ctx.buildApp({ AUTH_RATE_LIMIT_PER_IP: '3' });

    for (let n = 0; n < 2; n++) expect((await attempt(first, '10.0.0.1')).statusCode).toBe(400);
    expect((await attempt(second, '10.0.0.1')).statusCode).toBe(400);
    await first.close();
    const restarted = await ctx.buildApp({ AUTH_RATE_LIMIT_PER_IP: '3' });

    expect((await attempt(restarted, '10.0.0.1')).statusCode).toBe(429);
    expect((await attempt(second, '10.0.0.1')).statusCode).toBe(429);
  });

  it('key on the forwarded client address only behind a trusted proxy', async () => {
    const behindProxy = await ctx.buildApp({
      AUTH_RATE_LIMIT_PER_IP: '2',
      TRUST_PROXY: '10.9.0.0/16',
      ENABLE_TEST_LOGIN: 'false',
    });
    const direct = await ctx.buildApp({ AUTH_RATE_LIMIT_PER_IP: '2' });
    const via = (client: string) => ({ 'x-forwarded-for': client });

    for (let n = 0; n < 2; n++) await attempt(behindProxy, '10.9.0.5', via('203.0.113.1'));
    expect((await attempt(behindProxy, '10.9.0.6', via('203.0.113.1'))).statusCode).toBe(429);
    expect((await attempt(behindProxy, '10.9.0.5', via('203.0.113.2'))).statusCode).toBe(400);

    const oneHop = await ctx.buildApp({ AUTH_RATE_LIMIT_PER_IP: '2', TRUST_PROXY: '1', ENABLE_TEST_LOGIN: 'false' });
    for (let n = 0; n < 2; n++) await attempt(oneHop, '10.8.0.1', via(`192.0.2.${n}, 203.0.113.3`));
    expect((await attempt(oneHop, '10.8.0.2', via('203.0.113.3'))).statusCode).toBe(429);

    // Without TRUST_PROXY a client cannot pick a fresh address with a header.
    for (let n = 0; n < 2; n++) await attempt(direct, '198.51.100.7', via(`192.0.2.${n}`));
    expect((await attempt(direct, '198.51.100.7', via('192.0.2.99'))).statusCode).toBe(429);
  });

  it('count an IPv6 /64 as one client, and an IPv4-mapped address as its IPv4 address', async () => {
    const app = await ctx.buildApp({ AUTH_RATE_LIMIT_PER_IP: '2' });

    await attempt(app, '2001:db8:5:6::1');
    await attempt(app, '2001:db8:5:6:aaaa:bbbb:cccc:dddd');
    expect((await attempt(app, '2001:db8:5:6::ffff')).statusCode).toBe(429);
    expect((await attempt(app, '2001:db8:5:7::1')).statusCode).toBe(400);

    await attempt(app, '::ffff:192.0.2.44');
    await attempt(app, '192.0.2.44');
    expect((await attempt(app, '::ffff:192.0.2.44')).statusCode).toBe(429);
  });

  it('are swept once expired', async () => {
    await countCall(ctx.db, 'live', 60_000);
    await countCall(ctx.db, 'old', 60_000);
    await ctx.db.execute(sql`update sign_in_limits set expires_at = now() - interval '1 second' where key = 'old'`);

    expect(await deleteExpiredSignInLimits(ctx.db)).toBe(1);
    expect((await ctx.db.select().from(signInLimits)).map((row) => row.key)).toEqual(['live']);
  });
});
