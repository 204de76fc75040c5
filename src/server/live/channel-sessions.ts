import type { LiveChannel } from '#server/live/live-channel';
import { addTo, removeFrom } from '#server/live/map-of-sets';

/** Sessions checked at each ping of the hub: one statement, whatever the number of channels. */
export const SESSIONS_CHECKED_PER_TICK = 500;

/**
 * The sessions behind the open channels, by token hash. A session can end without any event: it
 * expires (idle or absolute) or the expired-session sweep removes it. So each tick checks the
 * sessions checked longest ago, a bounded batch at a time, and closes the channels of those that
 * are no longer live; every session is checked within ceil(sessions / perTick) ticks.
 */
export class ChannelSessions {
  // In the order they are to be checked: a session checked goes to the back.
  private readonly bySession = new Map<string, Set<LiveChannel>>();
  private ticking = false;

  constructor(
    /** Which of the token hashes are of sessions still live. */
    private readonly liveSessions: (tokenHashes: string[]) => Promise<Set<string>>,
    private readonly perTick = SESSIONS_CHECKED_PER_TICK,
  ) {}

  add(channel: LiveChannel): void {
    addTo(this.bySession, channel.tokenHash, channel);
  }

  remove(channel: LiveChannel): void {
    removeFrom(this.bySession, channel.tokenHash, channel);
  }

  /** Checks the next batch; a tick that comes while the last one is still checking is skipped. */
  async tick(): Promise<void> {
    if (this.ticking) return;
    this.ticking = true;
    try {
      const batch = [...this.bySession.keys()].slice(0, this.perTick);
      // To the back, after the iteration: a Map's iterator would visit re-added entries again.
      for (const hash of batch) {
        const set = this.bySession.get(hash) as Set<LiveChannel>;
        this.bySession.delete(hash);
        this.bySession.set(hash, set);
      }
      await this.check(batch);
    } finally {
      this.ticking = false;
    }
  }

  /** Closes the channels of those sessions that are no longer live. */
  async check(tokenHashes: string[]): Promise<void> {
    if (tokenHashes.length === 0) return;
    const live = await this.liveSessions(tokenHashes);
    for (const hash of tokenHashes) {
      if (live.has(hash)) continue;
      for (const channel of [...(this.bySession.get(hash) ?? [])]) channel.close();
    }
  }
}
