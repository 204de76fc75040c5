import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from '#server/db/data-dir-lock';

let dir: string;
let lockPath: string;
const timers: NodeJS.Timeout[] = [];

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pairwise-lock-'));
  lockPath = path.join(dir, 'db.lock');
});

afterEach(() => {
  for (const timer of timers.splice(0)) clearInterval(timer);
  fs.rmSync(dir, { recursive: true, force: true });
});

const readLock = () => JSON.parse(fs.readFileSync(lockPath, 'utf8'));

function writeLock(owner: Record<string, unknown>, ageMs = 0) {
  fs.writeFileSync(lockPath, JSON.stringify({ hostname: os.hostname(), startedAt: '', ...owner }));
  const then = new Date(Date.now() - ageMs);
  fs.utimesSync(lockPath, then, then);
}

/** A lock as this process writes it, with the fields that place it on this machine and in this pid namespace. */
async function ownLockFields() {
  const release = await acquireDataDirLock(lockPath);
  const fields = readLock();
  release();
  return fields;
}

describe('acquireDataDirLock', () => {
  it('is exclusive while held and free again once released', async () => {
    const release = await acquireDataDirLock(lockPath);
    expect(readLock()).toMatchObject({ pid: process.pid, hostname: os.hostname() });
    await expect(acquireDataDirLock(lockPath)).rejects.toThrow(DataDirLockedError);

    release();
    expect(fs.existsSync(lockPath)).toBe(false);
    (await acquireDataDirLock(lockPath))();
  });

  it('takes over a lock whose process is gone', async () => {
    // Beyond any pid the kernel hands out (pid_max is at most 2^22).
    writeLock({ ...(await ownLockFields()), pid: 2 ** 22 + 1 });
    const release = await acquireDataDirLock(lockPath);
    expect(readLock().pid).toBe(process.pid);
    release();
  });

  it('takes over an unreadable lock file', async () => {
    fs.writeFileSync(lockPath, 'not json');
    (await acquireDataDirLock(lockPath))();
  });

  it('does not remove a lock that another process has taken since', async () => {
    const release = await acquireDataDirLock(lockPath);
    writeLock({ pid: 1 });
    release();
    expect(fs.existsSync(lockPath)).toBe(true);
  });

  it.runIf(process.platform === 'linux')(
    'takes over a lock of an earlier process with this very pid, as a restarted container’s pid 1 finds it',
    async () => {
      writeLock({ ...(await ownLockFields()), processStart: '1' });
      const release = await acquireDataDirLock(lockPath, { staleMs: 60_000 });
      expect(readLock().processStart).not.toBe('1');
      release();
    },
  );

  it('takes over a lock of an older version naming this pid, once its file has stopped changing', async () => {
    writeLock({ pid: process.pid }, 60 * 60 * 1000);
    (await acquireDataDirLock(lockPath))();
  });

  it('refuses a lock it cannot check (another host, another container) while its owner keeps it fresh', async () => {
    writeLock({ pid: 4242, hostname: 'elsewhere' });
    timers.push(setInterval(() => fs.utimesSync(lockPath, new Date(), new Date()), 20));
    const waits: string[] = [];

    await expect(acquireDataDirLock(lockPath, { staleMs: 300, onWait: (text) => waits.push(text) })).rejects.toThrow(
      /in use by another Pairwise process \(pid 4242 on elsewhere/,
    );
    expect(waits).toHaveLength(1);
  });

  it('takes over a lock it cannot check once it has gone unchanged for the stale time', async () => {
    writeLock({ pid: 4242, hostname: 'elsewhere' });
    const release = await acquireDataDirLock(lockPath, { staleMs: 300 });
    expect(readLock()).toMatchObject({ pid: process.pid, hostname: os.hostname() });
    release();
  });

  it('keeps its own lock fresh while it holds it', async () => {
    const release = await acquireDataDirLock(lockPath, { heartbeatMs: 20 });
    const old = new Date(Date.now() - 60_000);
    fs.utimesSync(lockPath, old, old);
    await vi.waitFor(() => expect(Date.now() - fs.statSync(lockPath).mtimeMs).toBeLessThan(5_000));
    release();
  });
});
