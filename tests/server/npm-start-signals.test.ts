import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withMigratedDatabase } from '#tests/helpers/migrated-data-dir';
import { descendantsOf, isListening, stillRunning } from '#tests/helpers/process-tree';
import {
  listeningUrl,
  SERVER_PROCESS_ENV,
  type ServerProcess,
  waitForOutput,
  watchServerProcess,
} from '#tests/helpers/server-process';

// npm's own start-up, then the server's, on a busy machine.
vi.setConfig({ testTimeout: 120_000 });
// A clean shutdown takes well under this; a process that ignored the signal would take forever.
const STOP_MS = 15_000;
const dirs: string[] = [];
const pids: number[] = [];

/**
 * `npm start` as a person runs it, without the first-start build and on a database already made:
 * the test is about signals (startup.test.ts is about the first start).
 */
function npmStart(): ServerProcess {
  const dataDir = withMigratedDatabase(fs.mkdtempSync(path.join(os.tmpdir(), 'pairwise-npm-start-')));
  dirs.push(dataDir);
  const env = { ...SERVER_PROCESS_ENV, HOME: os.homedir(), DATA_DIR: dataDir };
  const npm = spawn('npm', ['start', '--', '--no-build'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  if (npm.pid === undefined) throw new Error('npm did not start');
  pids.push(npm.pid);
  return watchServerProcess(npm);
}

async function waitUntil(check: () => boolean): Promise<void> {
  const deadline = Date.now() + STOP_MS;
  while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
}

/** The exit code, or "still running" once STOP_MS have passed. */
function exitWithin(server: ServerProcess): Promise<number | null | 'still running'> {
  const late = new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), STOP_MS));
  return Promise.race([server.exited, late]);
}

afterEach(() => {
  // What a failing run left behind: the orphaned server this test exists to catch.
  for (const pid of stillRunning(pids.splice(0))) process.kill(pid, 'SIGKILL');
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('npm start', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)('stops the server and every process under it on %s', async (signal) => {
    const npm = npmStart();
    await waitForOutput(npm, 'Pairwise is ready', 60_000);
    const port = Number(new URL(listeningUrl(npm)).port);
    const tree = descendantsOf(npm.child.pid as number);
    pids.push(...tree);
    expect(tree.length).toBeGreaterThan(0);
    expect(await isListening(port)).toBe(true);

    npm.child.kill(signal);

    expect(await exitWithin(npm), npm.output()).toBe(0);
    await waitUntil(() => stillRunning(tree).length === 0);
    expect(stillRunning(tree)).toEqual([]);
    expect(await isListening(port)).toBe(false);
    expect(npm.output()).toContain(`"signal":"${signal}"`);
  });
});
