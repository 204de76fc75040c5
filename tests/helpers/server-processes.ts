import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Message } from '#shared/api/messages';
import type { ModelServer } from '#tests/fakes/model-server';
import { startFakeOpenAi } from '#tests/fakes/openai';
import { openLive } from '#tests/helpers/live-client';
import { withMigratedDatabase } from '#tests/helpers/migrated-data-dir';
import { listeningUrl, type ServerProcess, startServerProcess, waitForOutput } from '#tests/helpers/server-process';
import { createTestDatabase, type TestDatabase } from '#tests/helpers/test-database';
import { waitUntil } from '#tests/helpers/wait-until';

export interface ServerProcesses {
  openai: ModelServer;
  /** PostgreSQL (with its url) on that run, else an embedded database the processes do not use. */
  database: TestDatabase;
  /** A real server process (`src/server/main.ts`) on the file's data folder or database, ready. */
  start(): Promise<{ url: string; server: ServerProcess }>;
}

// Long enough that a process starved of CPU for a few seconds keeps its reply (a lost lease is a
// second call and a second claim, which these tests count), short enough that a killed process's
// reply is taken over within seconds.
const LEASE_SECONDS = '5';

/**
 * Real server processes for a test file, over a fake OpenAI and a short reply lease: on PostgreSQL
 * they share the file's database, as replicas do; on PGlite, one data folder, which starts as a
 * copy of the migrated template (these tests are about replies, not about a first start). Killed
 * at the end.
 */
export function useServerProcesses(): ServerProcesses {
  const processes: ServerProcess[] = [];
  let dataDir = '';
  const handle = {} as ServerProcesses;

  beforeAll(async () => {
    handle.openai = await startFakeOpenAi();
    handle.database = await createTestDatabase();
    dataDir = withMigratedDatabase(fs.mkdtempSync(path.join(os.tmpdir(), 'pairwise-process-')));
  });

  afterAll(async () => {
    for (const server of processes) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await Promise.all(processes.map((server) => server.exited));
    await Promise.all([handle.openai?.close(), handle.database?.close()]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  handle.start = async () => {
    const server = startServerProcess({
      DATA_DIR: dataDir,
      ...(handle.database.url ? { DATABASE_URL: handle.database.url } : {}),
      ENABLE_TEST_LOGIN: 'true',
      OPENAI_API_KEY: 'sk-test-openai',
      OPENAI_BASE_URL: `${handle.openai.url}/v1`,
      REPLY_LEASE_SECONDS: LEASE_SECONDS,
    });
    processes.push(server);
    await waitForOutput(server, 'Pairwise is ready');
    return { url: listeningUrl(server), server };
  };
  return handle;
}

const WRITE_HEADERS = { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' };

/** Signs in through POST /api/test-login on a server process; returns the session cookie. */
export async function signInTo(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/test-login`, {
    method: 'POST',
    headers: WRITE_HEADERS,
    body: JSON.stringify({ email }),
  });
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

/** POSTs `body` as JSON to a server process as the signed-in user; expects a 2xx and returns the body. */
export async function postJson<T>(url: string, cookie: string, body: unknown): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { ...WRITE_HEADERS, cookie },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return (await response.json()) as T;
}

/** The messages after `afterMessageId`, as the web app polls them (GET /api/messages/updates). */
export async function fetchUpdates(
  baseUrl: string,
  cookie: string,
  conversationId: number,
  afterMessageId: number,
): Promise<Message[]> {
  const response = await fetch(
    `${baseUrl}/api/messages/updates?conversationId=${conversationId}&afterMessageId=${afterMessageId}`,
    { headers: { cookie } },
  );
  return (await response.json()) as Message[];
}

/**
 * Waits until the conversation has no reply queued or streaming (its live snapshot lists none). No
 * job is then left for a worker to claim, and a reply is stored once per job, so what is stored is
 * final: a test may then check that no duplicate appeared without waiting for one to.
 */
export async function waitUntilNoReplyInProgress(baseUrl: string, cookie: string, conversationId: number) {
  await waitUntil(
    async () => {
      const live = await openLive(baseUrl, conversationId, { cookie });
      try {
        const { data } = await live.waitFor((event) => event.event === 'snapshot');
        return data.replies.length === 0;
      } finally {
        live.close();
      }
    },
    'no reply is in progress',
    30_000,
  );
}
