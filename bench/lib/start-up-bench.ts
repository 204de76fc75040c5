// How long a server process takes from its spawn to "Pairwise is ready", and its resident memory
// once idle, on PGlite and on PostgreSQL (decision 048): `npm run bench` reports the compiled server
// against the TypeScript sources through tsx (what `npm start` ran before), and bench/start-up.ts
// runs it alone with a choice of variants. Each variant starts once on an empty database (which it
// creates and migrates: a first start), then `runs` times more on the same one (a restart), the
// variants in turn within each round so that a busy machine slows each alike:
//   source    node --import tsx src/server/main.ts
//   compiled  node dist/server/main.js                (`npm run build` first)
//   npm       npm start -- --no-build
// PostgreSQL is BENCH_DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432/postgres),
// on a database made for the run and dropped after.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { type DatabaseTarget, pgliteTarget, postgresTarget } from '#bench/lib/databases';
import { ms, ratio, table } from '#bench/lib/format';
import { percentiles } from '#bench/lib/stats';
import { descendantsOf } from '#tests/helpers/process-tree';
import { SERVER_PROCESS_ENV } from '#tests/helpers/server-process';

export const VARIANTS = {
  source: [process.execPath, '--import', 'tsx', 'src/server/main.ts'],
  compiled: [process.execPath, 'dist/server/main.js'],
  npm: ['npm', 'start', '--', '--no-build'],
} as const;
export type Variant = keyof typeof VARIANTS;

// Long enough for the start's garbage to be collected and its timers to settle.
const IDLE_MS = 3000;
const READY = 'Pairwise is ready';

interface Sample {
  readyMs: number;
  rssBytes: number;
}

function rssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(status.match(/^VmRSS:\s+(\d+)/m)?.[1]) * 1024;
}

/**
 * VmRSS of the server and of what it started (tsx runs an esbuild service in a process of its own);
 * behind npm, the server is npm's child, and npm itself is left out.
 */
function serverRss(pid: number, variant: Variant): number {
  const server = variant === 'npm' ? descendantsOf(pid)[0] : pid;
  if (server === undefined) throw new Error('no server process under npm');
  return [server, ...descendantsOf(server)].reduce((sum, each) => sum + rssOf(each), 0);
}

async function startOnce(variant: Variant, env: Record<string, string>): Promise<Sample> {
  const [command, ...args] = VARIANTS[variant];
  const started = performance.now();
  const child = spawn(command, args, {
    env: { ...SERVER_PROCESS_ENV, HOME: os.homedir(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const readyMs = await new Promise<number>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(READY)) resolve(performance.now() - started);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => reject(new Error(`${variant} exited ${code} before it was ready:\n${output}`)));
  });
  await sleep(IDLE_MS);
  const rssBytes = serverRss(child.pid as number, variant);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  return { readyMs, rssBytes };
}

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A new, empty database of this kind, or why there is none. */
async function freshTarget(
  kind: DatabaseTarget['kind'],
  workDir: string,
): Promise<DatabaseTarget | { skipped: string }> {
  return kind === 'pglite' ? pgliteTarget(workDir) : postgresTarget(ADMIN_URL, workDir);
}

const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

/** Issue goals for the compiled server, by database kind: ready (ms) and idle RSS (MiB). */
const GOALS = {
  postgres: { restart: { readyMs: 1500, rssMiB: 120 } },
  pglite: { first: { readyMs: 5000, rssMiB: 600 }, restart: { readyMs: 2500, rssMiB: 450 } },
} as const;

const overGoal = (text: string, over: boolean) => (over ? `**${text}**` : text);

/** The start-up table: first start and restarts of each variant, ratios to the first variant. */
export async function runStartUp(runs: number, variants: Variant[]): Promise<string> {
  const rows: string[][] = [];
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pairwise-start-up-'));
  try {
    for (const kind of ['pglite', 'postgres'] as const) {
      const first = new Map<Variant, Sample>();
      for (const variant of variants) {
        const target = await freshTarget(kind, workDir);
        if ('skipped' in target) break;
        first.set(variant, await startOnce(variant, target.serverEnv));
        await target.dispose();
      }
      const target = await freshTarget(kind, workDir);
      if ('skipped' in target) {
        rows.push([kind, `skipped: ${target.skipped}`, '', '', '', '', '', '']);
        continue;
      }
      // Restarts: on a database already made and migrated.
      await (await target.open()).close();
      const restarts = new Map<Variant, Sample[]>(variants.map((variant) => [variant, []]));
      for (let round = 0; round < runs; round++) {
        for (const variant of variants) restarts.get(variant)?.push(await startOnce(variant, target.serverEnv));
      }
      await target.dispose();
      const p50 = (variant: Variant, figure: keyof Sample) =>
        percentiles((restarts.get(variant) ?? []).map((sample) => sample[figure])).p50;
      const base = variants[0] as Variant;
      const goals = GOALS[kind];
      for (const variant of variants) {
        const firstStart = first.get(variant);
        const firstGoal = 'first' in goals && variant === 'compiled' ? goals.first : undefined;
        const restartGoal = variant === 'compiled' ? goals.restart : undefined;
        const ready = p50(variant, 'readyMs');
        const rss = p50(variant, 'rssBytes');
        rows.push([
          target.label,
          variant,
          overGoal(
            ms(firstStart?.readyMs ?? Number.NaN),
            (firstStart?.readyMs ?? 0) > (firstGoal?.readyMs ?? Infinity),
          ),
          overGoal(
            mib(firstStart?.rssBytes ?? Number.NaN),
            (firstStart?.rssBytes ?? 0) / 2 ** 20 > (firstGoal?.rssMiB ?? Infinity),
          ),
          overGoal(ms(ready), ready > (restartGoal?.readyMs ?? Infinity)),
          ratio(ready, p50(base, 'readyMs')),
          overGoal(mib(rss), rss / 2 ** 20 > (restartGoal?.rssMiB ?? Infinity)),
          ratio(rss, p50(base, 'rssBytes')),
        ]);
      }
    }
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
  const header = [
    'database',
    'variant',
    'first start: ready (ms)',
    'first start: idle RSS (MiB)',
    'restart: ready p50 (ms)',
    `÷ ${variants[0]}`,
    'restart: idle RSS p50 (MiB)',
    `÷ ${variants[0]}`,
  ];
  return table(header, rows);
}
