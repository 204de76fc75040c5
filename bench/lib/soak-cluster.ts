import { type BenchServer, startBenchServer } from '#bench/lib/server-child';
import type { ServerStats } from '#bench/lib/server-stats';

export interface Reading {
  at: number;
  bytes: number;
}

/** One server process from its start to its end: a restart is a new one. */
export interface Incarnation {
  slot: number;
  /** performance.now() when it was serving, and when it was killed or stopped. */
  startedAt: number;
  endedAt?: number;
  killed: boolean;
  logPath: string;
  /** RSS read every few seconds while the load runs. */
  rss: Reading[];
  /** RSS and V8's heap in use after a full garbage collection, read every half minute and at the end. */
  collectedRss: Reading[];
  collectedHeap: Reading[];
  /** Its event-loop delay since the load reached it, as last read. */
  eventLoop?: ServerStats['eventLoopDelay'];
}

export interface SoakCluster {
  incarnations: Incarnation[];
  /** Where client `index` sends its requests: its own process, or another while its own is down. */
  urlFor(index: number): string;
  /** From a kill until a moment after the restarted process serves: connection errors are expected. */
  inKillWindow(at?: number): boolean;
  /** Restarts the event-loop figures and reads them, and RSS, every few seconds from now on. */
  startSampling(): void;
  /** One last reading, at the end of the load. */
  stopSampling(): Promise<void>;
  /** SIGKILL, then the same process started again on the same database; resolves once it serves. */
  killAndRestart(slot: number): Promise<{ downS: number }>;
  stop(): Promise<void>;
}

const SAMPLE_MS = 5000;
/**
 * Every sixth reading (half a minute) collects garbage first: RSS alone keeps the high-water mark of
 * a busy moment (the seconds a survivor also serves a killed process's clients), which a leak and a peak
 * of load both leave. A full collection pauses the loop (tens of ms), too seldom to move its p99.
 */
const COLLECT_EVERY = 6;
// Clients notice a restart on their next request: up to a poll interval and a retry later.
const KILL_GRACE_MS = 3000;

/** `envFor(slot)`: the environment of the process in that slot, the same for its restart. */
export async function startSoakCluster(
  processes: number,
  envFor: (slot: number) => Record<string, string>,
  workDir: string,
) {
  const servers: (BenchServer | undefined)[] = [];
  const current: Incarnation[] = [];
  const incarnations: Incarnation[] = [];
  const all: BenchServer[] = [];
  const windows: { from: number; to?: number }[] = [];
  let sampler: NodeJS.Timeout | undefined;
  let samples = 0;

  const launch = async (slot: number) => {
    const server = await startBenchServer({ target: 'app', env: envFor(slot), workDir, exposeGc: true });
    all.push(server);
    const incarnation: Incarnation = {
      slot,
      startedAt: performance.now(),
      killed: false,
      logPath: server.logPath,
      rss: [],
      collectedRss: [],
      collectedHeap: [],
    };
    if (sampler) await server.resetStats();
    servers[slot] = server;
    current[slot] = incarnation;
    incarnations.push(incarnation);
  };
  for (let slot = 0; slot < processes; slot++) await launch(slot);

  // A process killed meanwhile never answers: only the last read, of live processes, is awaited.
  const sample = (collect = ++samples % COLLECT_EVERY === 0) =>
    Promise.all(
      servers.map((server, slot) => {
        const incarnation = current[slot];
        if (!server || !incarnation) return undefined;
        return server
          .readStats({ gc: collect })
          .then((stats) => {
            const at = performance.now();
            incarnation.rss.push({ at, bytes: stats.rssBytes });
            if (collect) {
              incarnation.collectedRss.push({ at, bytes: stats.rssBytes });
              incarnation.collectedHeap.push({ at, bytes: stats.heapUsedBytes });
            }
            incarnation.eventLoop = stats.eventLoopDelay;
          })
          .catch(() => undefined);
      }),
    );

  const cluster: SoakCluster = {
    incarnations,
    urlFor: (index) => {
      const own = servers[index % processes];
      const up = own ?? servers.find(Boolean);
      return (up ?? all.at(-1))?.url ?? '';
    },
    inKillWindow: (at = performance.now()) =>
      windows.some((window) => at >= window.from && (window.to === undefined || at <= window.to + KILL_GRACE_MS)),
    startSampling: () => {
      for (const server of servers) void server?.resetStats();
      sampler = setInterval(() => void sample(), SAMPLE_MS);
    },
    stopSampling: async () => {
      clearInterval(sampler);
      await sample(true);
    },
    killAndRestart: async (slot) => {
      const server = servers[slot];
      const incarnation = current[slot];
      if (!server || !incarnation) throw new Error(`no server process in slot ${slot}`);
      const window: { from: number; to?: number } = { from: performance.now() };
      windows.push(window);
      servers[slot] = undefined;
      process.kill(server.pid, 'SIGKILL');
      await server.stop();
      Object.assign(incarnation, { endedAt: performance.now(), killed: true });
      await launch(slot);
      window.to = performance.now();
      return { downS: (window.to - window.from) / 1000 };
    },
    stop: async () => {
      const ended = performance.now();
      for (const incarnation of current)
        if (incarnation && incarnation.endedAt === undefined) incarnation.endedAt = ended;
      servers.length = 0;
      await Promise.all(all.map((server) => server.stop()));
    },
  };
  return cluster;
}
