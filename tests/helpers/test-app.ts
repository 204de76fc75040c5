import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { type AppDeps, buildApp } from '#server/app';
import { type Config, type Env, loadConfig } from '#server/config';
import type { Database } from '#server/db/database';
import { findUserById } from '#server/db/queries/users';
import type { UserRow } from '#server/db/schema/users';
import { createSessionCookie, createUser } from '#tests/helpers/factories';
import { createTestDatabase, type TestDatabase } from '#tests/helpers/test-database';
import { TEST_PASSWORD_HASH_COST } from '#tests/helpers/test-password-cost';

export const TEST_ORIGIN = 'http://localhost:5000';

export type TestAppDeps = Pick<AppDeps, 'runReplyWorker' | 'replySweepMs'>;

export interface TestContext {
  app: FastifyInstance;
  db: Database;
  config: Config;
  database: TestDatabase;
  /**
   * Another app on the same database, with more environment (and optionally its reply worker off,
   * or a shorter sweep); closed after the file.
   */
  buildApp(env: Env, deps?: TestAppDeps): Promise<FastifyInstance>;
}

export function testConfig(dataDir: string, env: Env = {}): Config {
  return loadConfig({
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_ORIGIN,
    ENABLE_TEST_LOGIN: 'true',
    AUTH_RATE_LIMIT_PER_IP: '100000',
    AUTH_RATE_LIMIT_PER_EMAIL: '100000',
    LOG_LEVEL: 'silent',
    PASSWORD_HASH_COST: String(TEST_PASSWORD_HASH_COST),
    ...(env as Record<string, string>),
  });
}

/** One database per test file, emptied before each test; one app over it. */
export function useTestApp(env: Env = {}): TestContext {
  const extraApps: FastifyInstance[] = [];
  let dataDir = '';
  const ctx = {} as TestContext;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pairwise-test-'));
    ctx.database = await createTestDatabase();
    ctx.db = ctx.database.db;
    ctx.config = testConfig(dataDir, env);
    ctx.app = await buildApp({ config: ctx.config, database: ctx.database, logger: false });
    ctx.buildApp = async (more, deps = {}) => {
      const config = testConfig(dataDir, { ...env, ...more });
      const app = await buildApp({ ...deps, config, database: ctx.database, logger: false });
      extraApps.push(app);
      return app;
    };
  });

  beforeEach(async () => {
    await ctx.database.reset();
    // Emptied without the events a real change sends: the apps must not keep what they knew.
    for (const app of [ctx.app, ...extraApps]) app.live.forget();
  });

  afterAll(async () => {
    await Promise.all([ctx.app?.close(), ...extraApps.map((app) => app.close())]);
    await ctx.database?.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  return ctx;
}

export interface CallOptions extends Omit<InjectOptions, 'cookies'> {
  cookie?: string;
}

/** app.inject as our own pages call the API: writes carry our Origin. */
export function call(
  app: FastifyInstance,
  { cookie, headers, ...options }: CallOptions,
): Promise<LightMyRequestResponse> {
  const method = (options.method ?? 'GET').toUpperCase();
  const isWrite = !['GET', 'HEAD', 'OPTIONS'].includes(method);
  return app.inject({
    ...options,
    method: method as InjectOptions['method'],
    headers: { ...(isWrite ? { origin: TEST_ORIGIN } : {}), ...(cookie ? { cookie } : {}), ...headers },
  });
}

export interface SignedIn {
  user: UserRow;
  cookie: string;
  call(options: CallOptions): Promise<LightMyRequestResponse>;
}

/** A user with a live session, and a caller that sends its cookie. */
export async function signIn(ctx: TestContext, overrides: Parameters<typeof createUser>[1] = {}): Promise<SignedIn> {
  const created = await createUser(ctx.db, overrides);
  const { cookie } = await createSessionCookie(ctx.db, created.id);
  // Read back: signing in sets lastActive.
  const user = (await findUserById(ctx.db, created.id)) ?? created;
  return { user, cookie, call: (options) => call(ctx.app, { cookie, ...options }) };
}

/** The session cookie a response set, as a request Cookie header. */
export function sessionCookieFrom(response: LightMyRequestResponse): string | undefined {
  const cookie = response.cookies.find((entry) => entry.name === 'pairwise_session');
  return cookie?.value ? `${cookie.name}=${cookie.value}` : undefined;
}

/** The same signed-in user, calling another app (e.g. one built with ctx.buildApp over the fakes). */
export function callingApp(signedIn: SignedIn, app: FastifyInstance): SignedIn {
  return { ...signedIn, call: (options) => call(app, { cookie: signedIn.cookie, ...options }) };
}
