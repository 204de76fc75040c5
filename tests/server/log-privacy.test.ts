import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import { users } from '#server/db/schema/users';
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
