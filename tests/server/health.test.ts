import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { buildApp } from '#server/app';
import type { DatabaseHandle } from '#server/db/database';
import { listenOnPostgres } from '#server/db/listen-postgres';
import { wrapPool } from '#server/db/postgres-database';
import { READY_TIMEOUT_MS } from '#server/routes/health';
import { errorCatalogue } from '#shared/errors';
import { captureLog } from '#tests/helpers/log-lines';
import { startSilentDatabase } from '#tests/helpers/silent-database';
import { call, testConfig, useTestApp } from '#tests/helpers/test-app';
import { createTestDatabase } from '#tests/helpers/test-database';

const ctx = useTestApp();
const NOT_READY = { code: 'database_unavailable', message: errorCatalogue.database_unavailable.message };
// Nothing listens on port 1: connections to it are refused at once.
const REFUSED = { connectionString: 'postgres://postgres@127.0.0.1:1/test' };

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/**
 * An app over `database`, its log kept at info, closed after the test. Without its reply worker,
 * whose polls would reach the database too.
 */
async function appOver(database: Pick<DatabaseHandle, 'db' | 'kind' | 'listen'>) {
  const log = captureLog();
  const app = await buildApp({
    config: testConfig(ctx.config.dataDir),
    database,
    runReplyWorker: false,
    logger: { level: 'info', stream: log.stream },
  });
  cleanups.push(() => app.close());
  return { app, log };
}

/** An app whose pool connects to `connectionString`; its live channel's listener is refused elsewhere. */
async function appOnPool(connectionString: string) {
  const pool = new pg.Pool({ connectionString, max: 2 });
  // An idle connection cut by a cleanup (a silent server closed, a database dropped) is no failure.
  pool.on('error', () => undefined);
  // pool.end(), which waits for a connection still being made (endPool would wait for a 'remove'
  // that a connection which never opened does not send).
  cleanups.push(() => pool.end());
  return appOver({ db: wrapPool(pool), kind: 'postgres', listen: listenOnPostgres(REFUSED) });
}

/**
 * An app whose database accepts connections and never answers. The silent server is closed first,
 * after the app: its connections end, so that the pool, still connecting, can end too.
 */
async function appOnSilentDatabase(pathname = '/silent') {
  const silent = await startSilentDatabase();
  const opened = await appOnPool(new URL(pathname, silent.url).toString());
  cleanups.push(() => silent.close());
  return { ...opened, silent };
}

const ready = (app: FastifyInstance) => call(app, { url: '/api/health/ready' });

function expectNotReady(response: Awaited<ReturnType<typeof ready>>) {
  expect(response.statusCode).toBe(503);
  // The typed code and its message, nothing of the cause (no address, no driver error).
  expect(response.json()).toEqual(NOT_READY);
  expect(response.headers['cache-control']).toBe('no-store');
}

const levelsOf = (lines: string[]) =>
  lines.map((line) => JSON.parse(line) as { level: number; msg: string }).map(({ level, msg }) => ({ level, msg }));

describe('GET /api/health', () => {
  it('answers 200 without a session, without asking the database, and is not cached', async () => {
    const database = await createTestDatabase();
    const { app } = await appOver(database);
    await app.ready();
    await database.close();

    const response = await call(app, { url: '/api/health' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /api/health/ready', () => {
  it(`answers 200 when the database answers (${inject('databaseTemplate').kind}), and logs nothing at info`, async () => {
    const { app, log } = await appOver(ctx.database);
    await app.ready();

    const lines = await log.logOf(async () => {
      const response = await ready(app);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
      expect((await call(app, { url: '/api/health' })).statusCode).toBe(200);
    });

    expect(lines).toEqual([]);
  });

  it('answers 503 database_unavailable when the database has gone away, and logs why', async () => {
    const database = await createTestDatabase();
    const { app, log } = await appOver(database);
    await app.ready();
    await database.close();

    const lines = await log.logOf(async () => expectNotReady(await ready(app)));

    expect(levelsOf(lines)).toEqual([
      { level: 40, msg: 'not ready: the database did not answer' },
      { level: 30, msg: 'request completed' },
    ]);
  });

  it('answers 503 database_unavailable when PostgreSQL refuses the connection', async () => {
    const { app } = await appOnPool(REFUSED.connectionString);

    const response = await ready(app);

    expectNotReady(response);
    expect(response.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/);
  });

  it('answers 503 once its time is up when the database never answers, holding one connection for every probe', async () => {
    const { app, silent } = await appOnSilentDatabase();

    const started = performance.now();
    const probes = await Promise.all([ready(app), ready(app), ready(app)]);
    const elapsed = performance.now() - started;

    for (const probe of probes) expectNotReady(probe);
    expect(elapsed).toBeGreaterThanOrEqual(READY_TIMEOUT_MS - 50);
    expect(elapsed).toBeLessThan(READY_TIMEOUT_MS + 5000);
    // The probes shared one statement, still waiting: the pool's other connection stays free.
    expect(silent.accepted()).toBe(1);
    // Liveness does not wait on the database.
    expect((await call(app, { url: '/api/health' })).statusCode).toBe(200);
  });

  // A PostgreSQL to recover to: the run on PGlite has none.
  const template = inject('databaseTemplate');
  if (template.kind === 'postgres') {
    it('answers 200 again once a database that stopped answering comes back', async () => {
      const database = await createTestDatabase();
      cleanups.push(() => database.close());
      const real = new URL(database.url ?? '');
      const { app, silent } = await appOnSilentDatabase(real.pathname);
      expectNotReady(await ready(app));

      silent.pass(real.host);

      await expect.poll(async () => (await ready(app)).statusCode, { timeout: 10_000 }).toBe(200);
    });
  }
});
