import type { LogProblems } from '#bench/lib/log-problems';
import type { ReplyCheck } from '#bench/lib/soak-check';
import type { Incarnation } from '#bench/lib/soak-cluster';
import type { ProxyCounts } from '#bench/lib/soak-faulty-proxy';
import type { Hostile } from '#bench/lib/soak-hostile';
import type { LiveCatchUp } from '#bench/lib/soak-settle';
import type { Tally } from '#bench/lib/soak-tally';

export interface Invariant {
  name: string;
  held: boolean;
  detail: string;
}

export interface SoakResult {
  database: string;
  processes: number;
  /** performance.now() when the load began: incarnations' times are on the same clock. */
  loadStartedAt: number;
  loadS: number;
  /** Provider calls made after the load ended: the queue's backlog, and retries. */
  callsAfterLoad: number;
  /** This process's own event-loop delay during the load: a busy load generator reads answers late. */
  generatorLoopDelay: { p99Ms: number; maxMs: number };
  pollers: number;
  chatters: number;
  polls: Tally;
  posts: Tally;
  live: Tally;
  /** The hostile user's attacks and what it got back, when one ran. */
  hostile?: Pick<Hostile, 'tally' | 'attacks' | 'slowReadersDropped'>;
  providerCalls: ProxyCounts;
  kill: { atS: number; downS: number };
  /** Seconds after the load until the providers fell quiet; null if they never did. */
  settleS: number | null;
  liveCatchUp: LiveCatchUp;
  liveReconnects: number;
  liveUnexpectedEnds: number;
  replies: ReplyCheck;
  incarnations: Incarnation[];
  logProblems: LogProblems;
  /** The one-minute load average at the start and at the end of the load. */
  loadAverage: [number, number];
  invariants: Invariant[];
}
