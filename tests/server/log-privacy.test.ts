import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import { users } from '#server/db/schema/users';
import { type AdminLogs, RECENT_LOGS_MAX } from '#shared/api/admin-logs';
import { createUser } from '#tests/helpers/factories';
import { captureLog } from '#tests/helpers/log-lines';
import { call, signIn, useTestApp } from '#tests/helpers/test-app';

const ctx = useTestApp();
const log = captureLog();
let app: FastifyInstance;

const SECRET_EMAIL = 'leaky.person@example.com';
const SECRET_HASH = 'scrypt$N=16384$c2VjcmV0LXNhbHQ$secret-hash-value';

beforeAll(async () => {
  app = await buildApp({ config: ctx.config, database: ctx.database, logger: { level: 'debug', stream: log.stream } });
  // Statements PostgreSQL refuses, with values in their parameters as a real insert would have.
  app.post('/api/test/insert-with-nul', async () => {
    await app.db
      .insert(users)
      .values({ email: SECRET_EMAIL, username: 'leaky', name: 'Nul\u0000', password: SECRET_HASH });
  });
  app.post('/api/test/duplicate-email', async () => {
    await createUser(app.db, { email: SECRET_EMAIL });
    await app.db
      .insert(users)
      .values({ email: SECRET_EMAIL, username: 'leaky2', name: 'Leaky', password: SECRET_HASH });
  });
  app.post('/api/test/bad-integer', async () => {
    await app.db.execute(sql`select ${SECRET_HASH}::int`);
  });
  return () => app.close();
});

/** The log lines written while `action` ran; successful reads are logged at debug. */
async function logOf(action: () => Promise<unknown>): Promise<string> {
  return (await log.logOf(action)).join('\n');
}

describe('the log', () => {
  it.each([
    ['a NUL in a text column', '/api/test/insert-with-nul', '22021'],
    ['a duplicate key', '/api/test/duplicate-email', '23505'],
    ['a value of the wrong type', '/api/test/bad-integer', '22P02'],
  ])('keeps the parameters of a failing statement out, and the error code in (%s)', async (_, url, sqlState) => {
    let status = 0;
    const log = await logOf(async () => {
      status = (await call(app, { method: 'POST', url, payload: {} })).statusCode;
    });

    expect(status).toBe(500);
    expect(log).toContain('unhandled error');
    expect(log).toContain(sqlState);
    expect(log).not.toContain(SECRET_EMAIL);
    expect(log).not.toContain('secret-hash-value');
  });

  it('never carries a query string, on a route or off one', async () => {
    const alice = await signIn(ctx);
    const log = await logOf(async () => {
      await call(app, {
        url: '/api/messages/updates?conversationId=1&access_token=query-secret-1',
        cookie: alice.cookie,
      });
      await call(app, { url: '/api/no-such-route?access_token=query-secret-2' });
      await call(app, { url: '/settings?access_token=query-secret-3' });
    });

    expect(log).toContain('/api/messages/updates');
    expect(log).toContain('/api/no-such-route');
    expect(log).not.toContain('query-secret');
  });
});

describe('System Logs (GET /api/admin/logs)', () => {
  it('lists the recent warnings and errors, newest first, with request ids and no values', async () => {
    const admin = await signIn(ctx, { isAdmin: true });
    await call(app, { method: 'POST', url: '/api/test/duplicate-email', payload: {} });
    await call(app, { method: 'POST', url: '/api/test/bad-integer', payload: {} });
    app.log.warn({ provider: 'openai', jobId: 7, content: 'a secret message text' }, 'provider call failed');

    const response = await call(app, { url: '/api/admin/logs', cookie: admin.cookie });
    expect(response.statusCode, response.body).toBe(200);
    const { entries, capacity } = response.json<AdminLogs>();
    expect(capacity).toBe(RECENT_LOGS_MAX);
    expect(entries[0]).toMatchObject({
      level: 'warn',
      message: 'provider call failed',
      fields: { provider: 'openai', jobId: 7 },
    });
    const errors = entries.filter((entry) => entry.level === 'error');
    expect(errors.length).toBeGreaterThanOrEqual(2);
    expect(errors[0]?.requestId).toEqual(expect.any(String));
    // The failing statement, its parameters left out.
    expect(errors.map((entry) => entry.error?.message).join(' ')).toContain('Failed query: select $1::int');
    // Never a value of the database, a message's text or a session cookie.
    const body = response.body;
    expect(body).not.toContain(SECRET_EMAIL);
    expect(body).not.toContain('secret-hash-value');
    expect(body).not.toContain('a secret message text');
    expect(body).not.toContain(admin.cookie.split('=')[1] as string);
  });

  it('filters by level and text, and is for admins only', async () => {
    const admin = await signIn(ctx, { isAdmin: true });
    const user = await signIn(ctx);
    app.log.warn({ kind: 'timeout' }, 'only a warning');
    app.log.error({ kind: 'auth' }, 'an error with AUTH in it');

    const errorsOnly = await call(app, { url: '/api/admin/logs?level=error', cookie: admin.cookie });
    expect(errorsOnly.json<AdminLogs>().entries.every((entry) => entry.level !== 'warn')).toBe(true);
    const found = await call(app, { url: '/api/admin/logs?q=auth%20in', cookie: admin.cookie });
    expect(found.json<AdminLogs>().entries.map((entry) => entry.message)).toEqual(['an error with AUTH in it']);

    expect((await call(app, { url: '/api/admin/logs', cookie: user.cookie })).statusCode).toBe(403);
    expect((await call(app, { url: '/api/admin/logs' })).statusCode).toBe(401);
    expect((await call(app, { url: '/api/admin/logs?level=info', cookie: admin.cookie })).statusCode).toBe(400);
  });
});
