/** What the bench wrapper inside a server process reports over IPC (see server-entry.ts). */
export interface ServerStats {
  rssBytes: number;
  /** V8's heap in use: after a full collection (`gc`), what the process holds on to. */
  heapUsedBytes: number;
  /** Highest RSS sampled (every 100 ms) since the last reset. */
  peakRssBytes: number;
  /** Event-loop delay since the last reset, in ms beyond the sampling timer's own interval. */
  eventLoopDelay: { p50Ms: number; p99Ms: number; maxMs: number };
  /** CPU time of the whole process since the last reset, as a share of one core (100 = one core busy). */
  cpuPercent: number;
}

/** `gc`: collect garbage first (when the server runs with --expose-gc), so that RSS compares like with like. */
export type StatsRequest = { id: number; type: 'reset' | 'read'; gc?: boolean };
export type StatsReply = { id: number; stats: ServerStats };
