import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withMigratedDatabase } from '#tests/helpers/migrated-data-dir';
import { listeningUrl, type ServerProcess, startServerProcess, waitForOutput } from '#tests/helpers/server-process';

const READY = 'Pairwise is ready';
// Each test starts real processes; a fresh embedded database takes seconds to create.
vi.setConfig({ testTimeout: 120_000 });
const started: ServerProcess[] = [];
const dirs: string[] = [];

function tempDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pairwise-start-'));
  dirs.push(dir);
  return dir;
}

/** For tests of something other than the first start: the database is there already. */
const existingDataDir = () => withMigratedDatabase(tempDataDir());

function start(env: Record<string, string>): ServerProcess {
  const server = startServerProcess(env);
  started.push(server);
  return server;
}

afterEach(async () => {
  for (const server of started.splice(0)) {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await server.exited;
  }
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

// Most start on a copy of the migrated template; a minute and a half is plenty on a busy machine.
describe('the server process on the embedded database', { timeout: 90_000 }, () => {
  // A start on an empty folder is an initdb, all in WebAssembly: over a minute when the machine is
  // busy and this run has a low priority (decision 034).
  it('creates DATA_DIR, says so, migrates, serves the API, and shuts down cleanly on SIGTERM', {
    timeout: 240_000,
  }, async () => {
    const dataDir = path.join(tempDataDir(), 'nested', 'data');
    const server = start({ DATA_DIR: dataDir });
    await waitForOutput(server, `Creating the embedded database in ${path.join(dataDir, 'db')}`);
    await waitForOutput(server, READY, 180_000);

    const response = await fetch(`${listeningUrl(server)}/api/auth/config`);
    expect(response.status).toBe(200);
    expect(fs.existsSync(path.join(dataDir, 'db.lock'))).toBe(true);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'db.lock'))).toBe(false);
  });

  it('refuses a second process on the same DATA_DIR with a clear message', async () => {
    const dataDir = existingDataDir();
    const first = start({ DATA_DIR: dataDir });
    await waitForOutput(first, READY);

    const second = start({ DATA_DIR: dataDir });

    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('is in use by another Pairwise process');
    expect(second.output()).toContain(`pid ${first.child.pid}`);
    const stillServing = await fetch(`${listeningUrl(first)}/api/auth/config`);
    expect(stillServing.status).toBe(200);
  });

  it('takes over the lock of a process that died without releasing it', async () => {
    const dataDir = existingDataDir();
    const crashed = start({ DATA_DIR: dataDir });
    await waitForOutput(crashed, READY);
    crashed.child.kill('SIGKILL');
    await crashed.exited;
    expect(fs.existsSync(path.join(dataDir, 'db.lock'))).toBe(true);

    const next = start({ DATA_DIR: dataDir });
    await waitForOutput(next, READY);
    expect((await fetch(`${listeningUrl(next)}/api/auth/config`)).status).toBe(200);
  });

  it('starts on a folder whose lock an earlier version left as pid 1 of a crashed container', async () => {
    const dataDir = existingDataDir();
    const lockPath = path.join(dataDir, 'db.lock');
    fs.writeFileSync(lockPath, JSON.stringify({ pid: 1, hostname: os.hostname(), startedAt: '2025-01-01T00:00:00Z' }));
    const anHourAgo = new Date(Date.now() - 60 * 60 * 1000);
    fs.utimesSync(lockPath, anHourAgo, anHourAgo);

    const server = start({ DATA_DIR: dataDir });
    await waitForOutput(server, READY);
    expect(JSON.parse(fs.readFileSync(lockPath, 'utf8')).pid).toBe(server.child.pid);
  });

  it('prints a one-time admin setup link when public, without ADMIN_EMAIL and without an admin', async () => {
    const server = start({ DATA_DIR: existingDataDir(), HOST: '0.0.0.0', PUBLIC_URL: 'https://chat.example.com' });
    await waitForOutput(server, READY);
    await waitForOutput(server, '?setup=');

    expect(server.output()).toMatch(/sign up at https:\/\/chat\.example\.com\/login\?setup=[\w-]{43} /);
  });

  it('fails fast with a readable list when the environment is invalid', async () => {
    const server = start({ DATA_DIR: tempDataDir(), PORT: 'abc', DATABASE_URL: 'nonsense' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Invalid configuration');
    expect(server.output()).toContain('PORT');
    expect(server.output()).toContain('DATABASE_URL');
  });
});
