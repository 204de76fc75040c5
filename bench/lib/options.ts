/** Every knob of `npm run bench`, read once from the environment (see bench/README.md). */
export interface BenchOptions {
  /** Seconds of closed-loop load per measured point. */
  durationS: number;
  /** Seconds of load before the first point on each server, so that the JIT has warmed up. */
  warmupS: number;
  /** Connection counts of the polling run (one signed-in user per connection). */
  pollingConnections: number[];
  chatConnections: number;
  /** Sequential samples for answer-to-readable time and the long-history reads. */
  samples: number;
  /** The PostgreSQL server to create a throw-away database on; null skips the PostgreSQL column. */
  postgresUrl: string | null;
  /** LOG_LEVEL for the server; undefined keeps the server's own default, as deployed. */
  logLevel: string | undefined;
  /** Run the server with --cpu-prof, profiles written to bench/results/profiles. */
  cpuProfile: boolean;
  /** Provider chunks timed per chunk spacing, for the chunk → live event latency. */
  liveChunks: number;
  /** Open live channels held by one process, in increasing order (streams stay open from one to the next). */
  channelCounts: number[];
  /** Times Chromium opens the 5,000-message conversation (after one unmeasured opening). */
  browserSamples: number;
}

const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

function positiveNumber(name: string, fallback: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, not "${raw}"`);
  return value;
}

function connectionList(name: string, fallback: number[]): number[] {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const values = raw.split(',').map((part) => Number(part.trim()));
  if (values.some((value) => !Number.isInteger(value) || value <= 0)) {
    throw new Error(`${name} must be a comma-separated list of positive integers, not "${raw}"`);
  }
  return values;
}

export function readOptions(env: NodeJS.ProcessEnv = process.env): BenchOptions {
  const postgres = env.BENCH_DATABASE_URL?.trim();
  return {
    durationS: positiveNumber('BENCH_DURATION', 5),
    warmupS: positiveNumber('BENCH_WARMUP', 2),
    pollingConnections: connectionList('BENCH_CONNECTIONS', [10, 100, 1000]),
    chatConnections: Math.round(positiveNumber('BENCH_CHAT_CONNECTIONS', 10)),
    samples: Math.round(positiveNumber('BENCH_SAMPLES', 30)),
    postgresUrl: postgres === 'off' ? null : postgres || DEFAULT_POSTGRES_URL,
    logLevel: env.BENCH_LOG_LEVEL?.trim() || undefined,
    cpuProfile: env.BENCH_CPU_PROF === '1' || env.BENCH_CPU_PROF === 'true',
    liveChunks: Math.round(positiveNumber('BENCH_LIVE_CHUNKS', 400)),
    channelCounts: connectionList('BENCH_CHANNELS', [1000, 10_000]).sort((a, b) => a - b),
    browserSamples: Math.round(positiveNumber('BENCH_BROWSER_SAMPLES', 5)),
  };
}
