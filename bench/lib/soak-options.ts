import { parseArgs } from 'node:util';

/** How one soak runs on each database (see bench/README.md, "Faults under load"). */
export interface SoakOptions {
  /** Seconds of load; the kill comes at half of it. */
  durationS: number;
  databases: ('pglite' | 'postgres')[];
  pollers: number;
  chatters: number;
  /** Share of provider calls that fail: half with HTTP 500, half with the connection dropped mid-stream. */
  failRate: number;
  /** One hostile user beside the others (bench/lib/soak-hostile.ts). */
  hostile: boolean;
  /** Fail on the performance figures too (event-loop delay, RSS), not only on the invariants. */
  strict: boolean;
  /** The PostgreSQL server on which a throw-away database is made. */
  postgresUrl: string;
  /** Progress lines; the test passes a silent one. */
  log: (line: string) => void;
}

const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

function positive(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number, not "${raw}"`);
  return value;
}

/** `npm run soak -- --minutes 5 --db both --pollers 1000 --chatters 50 --fail-rate 0.1 [--strict] [--no-hostile]`. */
export function readSoakOptions(argv: string[], env: NodeJS.ProcessEnv = process.env): SoakOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      minutes: { type: 'string' },
      db: { type: 'string' },
      pollers: { type: 'string' },
      chatters: { type: 'string' },
      'fail-rate': { type: 'string' },
      strict: { type: 'boolean', default: false },
      'no-hostile': { type: 'boolean', default: false },
    },
  });
  const db = values.db ?? 'both';
  if (!['pglite', 'postgres', 'both'].includes(db))
    throw new Error(`--db must be pglite, postgres or both, not "${db}"`);
  const failRate = positive('fail-rate', values['fail-rate'], 0.1);
  if (failRate >= 1) throw new Error('--fail-rate must be below 1');
  return {
    durationS: positive('minutes', values.minutes, 5) * 60,
    databases: db === 'both' ? ['pglite', 'postgres'] : [db as 'pglite' | 'postgres'],
    pollers: Math.round(positive('pollers', values.pollers, 1000)),
    chatters: Math.round(positive('chatters', values.chatters, 50)),
    failRate,
    hostile: !values['no-hostile'],
    strict: values.strict ?? false,
    postgresUrl: env.BENCH_DATABASE_URL?.trim() || DEFAULT_POSTGRES_URL,
    log: (line) => console.info(line),
  };
}
