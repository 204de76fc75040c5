import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from '#server/db/data-dir-lock';

let dir: string;
let lockPath: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pairwise-lock-'));
  lockPath = path.join(dir, 'db.lock');
});

afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('acquireDataDirLock', () => {
  it('is exclusive while held and free again once released', () => {
    const release = acquireDataDirLock(lockPath);
    expect(JSON.parse(fs.readFileSync(lockPath, 'utf8'))).toMatchObject({ pid: process.pid, hostname: os.hostname() });
    expect(() => acquireDataDirLock(lockPath)).toThrow(DataDirLockedError);

    release();
    expect(fs.existsSync(lockPath)).toBe(false);
    acquireDataDirLock(lockPath)();
  });

  it('takes over a lock whose process is gone', () => {
    // Beyond any pid the kernel hands out (pid_max is at most 2^22).
    fs.writeFileSync(lockPath, JSON.stringify({ pid: 2 ** 22 + 1, hostname: os.hostname(), startedAt: '' }));
    const release = acquireDataDirLock(lockPath);
    expect(JSON.parse(fs.readFileSync(lockPath, 'utf8')).pid).toBe(process.pid);
    release();
  });

  it('takes over an unreadable lock file', () => {
    fs.writeFileSync(lockPath, 'not json');
    acquireDataDirLock(lockPath)();
  });

  it('does not remove a lock that another process has taken since', () => {
    const release = acquireDataDirLock(lockPath);
    fs.writeFileSync(lockPath, JSON.stringify({ pid: 1, hostname: os.hostname(), startedAt: '' }));
    release();
    expect(fs.existsSync(lockPath)).toBe(true);
  });
});
