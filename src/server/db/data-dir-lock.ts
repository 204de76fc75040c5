import fs from 'node:fs';
import os from 'node:os';

export class DataDirLockedError extends Error {}

interface LockOwner {
  pid: number;
  hostname: string;
  startedAt: string;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(lockPath: string): LockOwner | undefined {
  try {
    return JSON.parse(fs.readFileSync(lockPath, 'utf8')) as LockOwner;
  } catch {
    return undefined;
  }
}

/**
 * PGlite has no lock between processes, and two processes on one folder silently lose rows.
 * Take an exclusive lock file, as PostgreSQL's postmaster.pid does; a lock whose process is
 * gone (a crash, a SIGKILL) is taken over.
 */
export function acquireDataDirLock(lockPath: string): () => void {
  const owner: LockOwner = { pid: process.pid, hostname: os.hostname(), startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, JSON.stringify(owner), { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        if (readOwner(lockPath)?.pid === process.pid) fs.rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const current = readOwner(lockPath);
      const held = current && (current.hostname !== owner.hostname || isAlive(current.pid));
      if (held) {
        throw new DataDirLockedError(
          `The database in ${lockPath.replace(/\.lock$/, '')} is in use by another Pairwise process ` +
            `(pid ${current.pid} on ${current.hostname}, since ${current.startedAt}). ` +
            'Stop that process first, or set DATA_DIR to another folder. ' +
            'To run several processes, use PostgreSQL (DATABASE_URL).',
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not take the lock ${lockPath}.`);
}
