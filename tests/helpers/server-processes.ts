import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { ModelServer } from '#tests/fakes/model-server';
import { startFakeOpenAi } from '#tests/fakes/openai';
import { listeningUrl, type ServerProcess, startServerProcess, waitForOutput } from '#tests/helpers/server-process';
import { createTestDatabase, type TestDatabase } from '#tests/helpers/test-database';

export interface ServerProcesses {
  openai: ModelServer;
  /** PostgreSQL (with its url) on that run, else an embedded database the processes do not use. */
  database: TestDatabase;
  /** A real server process (`src/server/main.ts`) on the file's data folder or database, ready. */
  start(): Promise<{ url: string; server: ServerProcess }>;
}

/**
 * Real server processes for a test file, over a fake OpenAI and a 1 s reply lease: on PostgreSQL
 * they share the file's database, as replicas do; on PGlite, one data folder. Killed at the end.
 */
export function useServerProcesses(): ServerProcesses {
  const processes: ServerProcess[] = [];
  let dataDir = '';
  const handle = {} as ServerProcesses;

  beforeAll(async () => {
    handle.openai = await startFakeOpenAi();
    handle.database = await createTestDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pairwise-process-'));
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
      REPLY_LEASE_SECONDS: '1',
    });
    processes.push(server);
    await waitForOutput(server, 'Pairwise is ready');
    return { url: listeningUrl(server), server };
  };
  return handle;
}
