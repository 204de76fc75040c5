import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { SESSION_COOKIE } from '#server/auth/session-tokens';
import type { Database } from '#server/db/database';
import { openDatabase } from '#server/db/open-database';
import { findFreePort, stopServer, waitUntilServing } from '#tests/e2e/setup/app-server';
import type { ModelServer } from '#tests/fakes/model-server';
import { startFakeOpenAi } from '#tests/fakes/openai';
import { createSessionCookie } from '#tests/helpers/factories';
import { type ServerProcess, startServerProcess } from '#tests/helpers/server-process';

export interface SeededServer<T> {
  /** Where this file's own server serves the built app. */
  baseUrl: string;
  /** What the seed answered. */
  seeded: T;
  /** The fake OpenAI this server asks (Claude answers in demo mode). */
  openai: ModelServer;
  /** Opens the page signed in as `userId` (its session was made with the seed) on this server. */
  signIn(page: Page): Promise<void>;
}

/**
 * A server of the test file's own, over an embedded database written before it starts: histories
 * too long to type (the shared e2e server's database belongs to its process). The seed gives the
 * user whose session the pages use. Stopped, and its folder removed, after the file.
 */
export function useSeededServer<T>(seed: (db: Database) => Promise<T & { userId: number }>): SeededServer<T> {
  let dataDir = '';
  let server: ServerProcess | undefined;
  let token = '';
  const handle = {} as SeededServer<T>;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pairwise-e2e-seeded-'));
    const database = await openDatabase({ dataDir });
    try {
      handle.seeded = await seed(database.db);
      ({ token } = await createSessionCookie(database.db, (handle.seeded as { userId: number }).userId));
    } finally {
      await database.close();
    }
    handle.openai = await startFakeOpenAi();
    const port = await findFreePort();
    handle.baseUrl = `http://127.0.0.1:${port}`;
    server = startServerProcess({
      PORT: String(port),
      PUBLIC_URL: handle.baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      OPENAI_API_KEY: 'sk-test-openai',
      OPENAI_BASE_URL: `${handle.openai.url}/v1`,
    });
    await waitUntilServing(server, handle.baseUrl);
  }, 120_000);

  afterAll(async () => {
    if (server) await stopServer(server);
    await handle.openai?.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  handle.signIn = async (page) => {
    await page.context().addCookies([{ name: SESSION_COOKIE, value: token, url: handle.baseUrl }]);
  };
  return handle;
}
