import type { SessionRow } from '#server/db/schema/sessions';
import type { UserRow } from '#server/db/schema/users';

export interface LiveSession {
  session: SessionRow;
  user: UserRow;
}

interface Entry {
  found: LiveSession;
  loadedAt: number;
}

/** How long a session read from the database is trusted without a change being heard of. */
export const SESSION_CACHE_MS = 10_000;
const MAX_ENTRIES = 100_000;

/**
 * Sessions by token hash, read from the database at most every few seconds. Every change to a
 * user or their sessions is announced on the live bus, and each process drops that user's
 * entries at once (`forgetUser`); the short lifetime bounds what a missed announcement costs.
 * Unknown tokens are never cached, so guessing cannot fill it.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly hashesByUser = new Map<number, Set<string>>();
  /** False while changes may go unheard (the bus is down): every request reads the database. */
  private trusted = false;

  constructor(
    private readonly load: (tokenHash: string) => Promise<LiveSession | undefined>,
    private readonly idleMs: number,
  ) {}

  async find(tokenHash: string): Promise<LiveSession | undefined> {
    const now = Date.now();
    const entry = this.entries.get(tokenHash);
    if (entry && now - entry.loadedAt < SESSION_CACHE_MS) {
      const { session } = entry.found;
      if (session.expiresAt.getTime() > now && session.lastSeenAt.getTime() > now - this.idleMs) return entry.found;
      this.drop(tokenHash, entry.found.user.id);
      return undefined;
    }
    const found = await this.load(tokenHash);
    if (!found) {
      if (entry) this.drop(tokenHash, entry.found.user.id);
      return undefined;
    }
    if (this.trusted) this.store(tokenHash, found, now);
    return found;
  }

  forgetUser(userId: number): void {
    for (const hash of this.hashesByUser.get(userId) ?? []) this.entries.delete(hash);
    this.hashesByUser.delete(userId);
  }

  trust(hearing: boolean): void {
    this.trusted = hearing;
    this.clear();
  }

  clear(): void {
    this.entries.clear();
    this.hashesByUser.clear();
  }

  private store(tokenHash: string, found: LiveSession, now: number): void {
    if (this.entries.size >= MAX_ENTRIES) {
      const [oldest, entry] = this.entries.entries().next().value ?? [];
      if (oldest !== undefined && entry) this.drop(oldest, entry.found.user.id);
    }
    this.entries.set(tokenHash, { found, loadedAt: now });
    const hashes = this.hashesByUser.get(found.user.id) ?? new Set<string>();
    hashes.add(tokenHash);
    this.hashesByUser.set(found.user.id, hashes);
  }

  private drop(tokenHash: string, userId: number): void {
    this.entries.delete(tokenHash);
    this.hashesByUser.get(userId)?.delete(tokenHash);
  }
}
