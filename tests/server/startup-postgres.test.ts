import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { withMigratedDatabase } from '#tests/helpers/migrated-data-dir';
import { listeningUrl, startServerProcess, waitForOutput } from '#tests/helpers/server-process';
import { createTestDatabase, type TestDatabase } from '#tests/helpers/test-database';

let database: TestDatabase;
let dataDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  // Not a first start: on the PGlite run, the embedded database is there already.
  dataDir = withMigratedDatabase(fs.mkdtempSync(path.join(os.tmpdir(), 'pairwise-start-')));
});

afterAll(async () => {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

// On the PostgreSQL run this starts two processes on one database, as replicas would;
// on the PGlite run it checks that DATABASE_URL is what selects PostgreSQL.
it('serves from PostgreSQL when DATABASE_URL is set, with several processes on one database', async () => {
  if (!database.url) {
    const server = startServerProcess({ DATA_DIR: dataDir });
    await waitForOutput(server, 'Pairwise is ready');
    expect(server.output()).toContain('(database: pglite)');
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    return;
  }
  const replicas = [0, 1].map(() => startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: database.url ?? '' }));
  try {
    for (const replica of replicas) await waitForOutput(replica, '(database: postgres)');
    for (const replica of replicas) {
      expect((await fetch(`${listeningUrl(replica)}/api/auth/config`)).status).toBe(200);
    }
    expect(fs.existsSync(path.join(dataDir, 'db.lock'))).toBe(false);
  } finally {
    for (const replica of replicas) replica.child.kill('SIGTERM');
    expect(await Promise.all(replicas.map((replica) => replica.exited))).toEqual([0, 0]);
  }
}, 120_000);
