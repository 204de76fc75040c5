import fs from 'node:fs';
import os from 'node:os';

export class DataDirLockedError extends Error {}

interface LockOwner {
  pid: number;
  hostname: string;
  startedAt: string;
  // Linux: the kernel boot and pid namespace the pid belongs to, and when that process started.
  bootId?: string | undefined;
  pidNamespace?: string | undefined;
  processStart?: string | undefined;
}

export interface DataDirLockOptions {
  /** How often the holder touches the lock file, so that others can tell it is alive. */
  heartbeatMs?: number;
  /** How long a lock whose process cannot be checked must go untouched before it is taken over. */
  staleMs?: number;
  /** Told when start-up waits to see whether such a lock is still held. */
  onWait?: (message: string) => void;
}

const HEARTBEAT_MS = 5_000;
const STALE_MS = 20_000;

function readText(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    return undefined;
  }
}

/** Field 22 of /proc/{pid}/stat, the start in clock ticks since boot: a reused pid has another one. */
function processStart(pid: number): string | undefined {
  const stat = readText(`/proc/${pid}/stat`);
  // Field 2, the command name, is in parentheses and may hold spaces: count from after it.
  return stat?.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
}

function pidNamespace(): string | undefined {
  try {
    return fs.readlinkSync('/proc/self/ns/pid');
  } catch {
    return undefined;
  }
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

function modifiedAt(lockPath: string): number | undefined {
  try {
    return fs.statSync(lockPath).mtimeMs;
  } catch {
    return undefined;
  }
}

/**
 * Held or stale when this process can see the owner's pid: the same pid namespace on the same boot
 * (or, without /proc, the same host). A container restarted on a kept volume is pid 1 again, so a
 * live pid alone proves nothing: its start time must match too. Otherwise, unknown.
 */
function judge(lock: LockOwner, me: LockOwner): 'held' | 'stale' | 'unknown' {
  const visible =
    lock.pidNamespace === undefined
      ? me.pidNamespace === undefined && lock.hostname === me.hostname
      : lock.pidNamespace === me.pidNamespace && lock.bootId === me.bootId;
  if (visible) {
    if (!isAlive(lock.pid)) return 'stale';
    if (lock.processStart === undefined) return 'held';
    const start = processStart(lock.pid);
    // Unreadable (another user's process under hidepid): fall back on the heartbeat.
    if (start === undefined) return 'unknown';
    return start === lock.processStart ? 'held' : 'stale';
  }
  // A lock of an earlier version (no namespace) from this host: a pid gone here is gone.
  if (lock.pidNamespace === undefined && lock.hostname === me.hostname && !isAlive(lock.pid)) return 'stale';
  return 'unknown';
}

/** An owner that cannot be checked is alive while it keeps touching the lock file (its heartbeat). */
async function stillTouched(lockPath: string, staleMs: number, onWait: DataDirLockOptions['onWait']) {
  const seen = modifiedAt(lockPath);
  if (seen === undefined) return false;
  const age = Date.now() - seen;
  if (age >= staleMs) return false;
  onWait?.(`Waiting up to ${Math.ceil((staleMs - age) / 1000)} s to see whether ${lockPath} is still held...`);
  await new Promise((resolve) => setTimeout(resolve, staleMs - age));
  const now = modifiedAt(lockPath);
  return now !== undefined && now !== seen;
}

function lockedError(lockPath: string, owner: LockOwner): DataDirLockedError {
  return new DataDirLockedError(
    `The database in ${lockPath.replace(/\.lock$/, '')} is in use by another Pairwise process ` +
      `(pid ${owner.pid} on ${owner.hostname}, since ${owner.startedAt}). ` +
      'Stop that process first, or set DATA_DIR to another folder. ' +
      'To run several processes, use PostgreSQL (DATABASE_URL).',
  );
}

/**
 * PGlite has no lock between processes, and two processes on one folder silently lose rows.
 * Take an exclusive lock file, as PostgreSQL's postmaster.pid does, and keep it touched; a lock
 * whose process is gone (a crash, a SIGKILL, a container that died) is taken over.
 */
export async function acquireDataDirLock(lockPath: string, options: DataDirLockOptions = {}): Promise<() => void> {
  const { heartbeatMs = HEARTBEAT_MS, staleMs = STALE_MS, onWait } = options;
  const me: LockOwner = {
    pid: process.pid,
    hostname: os.hostname(),
    startedAt: new Date().toISOString(),
    bootId: readText('/proc/sys/kernel/random/boot_id'),
    pidNamespace: pidNamespace(),
    processStart: processStart(process.pid),
  };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(lockPath, JSON.stringify(me), { flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const current = readOwner(lockPath);
      const verdict = current ? judge(current, me) : 'stale';
      if (current && verdict === 'held') throw lockedError(lockPath, current);
      if (current && verdict === 'unknown' && (await stillTouched(lockPath, staleMs, onWait))) {
        throw lockedError(lockPath, current);
      }
      fs.rmSync(lockPath, { force: true });
      continue;
    }
    const heartbeat = setInterval(() => {
      const now = new Date();
      fs.utimes(lockPath, now, now, () => {});
    }, heartbeatMs);
    heartbeat.unref();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      clearInterval(heartbeat);
      const current = readOwner(lockPath);
      if (current?.pid === me.pid && current.startedAt === me.startedAt) fs.rmSync(lockPath, { force: true });
    };
  }
  throw new DataDirLockedError(`Could not take the lock ${lockPath}.`);
}
