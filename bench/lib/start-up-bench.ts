// How long a server process takes from its spawn to "Pairwise is ready", and its resident memory
// once idle, on PGlite and on PostgreSQL (decisions 048 and 052): `npm run bench` reports the
// compiled server against the TypeScript sources through tsx (what `npm start` ran before), and
// bench/start-up.ts runs it alone with a choice of variants (bench/lib/start-up-process.ts). Each
// variant starts once on an empty database (a first start), then `runs` times more on the same one
// (a restart), the variants in turn within each round so that a busy machine slows each alike.
// PostgreSQL is BENCH_DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432/postgres),
// on a database made for the run and dropped after.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type DatabaseTarget, pgliteTarget, postgresTarget } from '#bench/lib/databases';
import { ms, ratio, table } from '#bench/lib/format';
import { copyWithoutTemplate, type Sample, startOnce, type Variant } from '#bench/lib/start-up-process';
import { percentiles } from '#bench/lib/stats';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A new, empty database of this kind, or why there is none. */
async function freshTarget(
  kind: DatabaseTarget['kind'],
  workDir: string,
): Promise<DatabaseTarget | { skipped: string }> {
  return kind === 'pglite' ? pgliteTarget(workDir) : postgresTarget(ADMIN_URL, workDir);
}

const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
const mbInMiB = (mb: number) => (mb * 1e6) / 2 ** 20;

/** Issue goals for the built server, by database kind: ready (ms) and idle RSS (stated in MB, read in MiB). */
const GOALS = {
  postgres: { restart: { readyMs: 1500, rssMiB: mbInMiB(120) } },
  pglite: { first: { readyMs: 5000, rssMiB: mbInMiB(600) }, restart: { readyMs: 2500, rssMiB: mbInMiB(450) } },
} as const;

/** The deployed server, on any Node line: what the goals are for. */
const DEPLOYED: readonly Variant[] = ['compiled', 'node22', 'node24'];

const goalOf = (kind: DatabaseTarget['kind'], start: 'first' | 'restart', variant: Variant) => {
  const goals: { first?: { readyMs: number; rssMiB: number }; restart: { readyMs: number; rssMiB: number } } =
    GOALS[kind];
  return DEPLOYED.includes(variant) ? goals[start] : undefined;
};

/** A figure, in bold when over its goal. */
const against = (text: string, value: number, goal: number | undefined) =>
  value > (goal ?? Infinity) ? `**${text}**` : text;

/** `initdb` is a first start only, and only the embedded database has one. */
const startsOf = (kind: DatabaseTarget['kind'], variants: Variant[]) => ({
  first: variants.filter((variant) => variant !== 'initdb' || kind === 'pglite'),
  restart: variants.filter((variant) => variant !== 'initdb'),
});

/** The start-up table: first start and restarts of each variant, ratios to the first variant. */
export async function runStartUp(runs: number, variants: Variant[]): Promise<string> {
  if (variants.includes('initdb')) copyWithoutTemplate();
  const rows: string[][] = [];
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pairwise-start-up-'));
  try {
    for (const kind of ['pglite', 'postgres'] as const) {
      const starts = startsOf(kind, variants);
      const first = new Map<Variant, Sample>();
      for (const variant of starts.first) {
        const target = await freshTarget(kind, workDir);
        if ('skipped' in target) break;
        first.set(variant, await startOnce(variant, target.serverEnv));
        await target.dispose();
      }
      const target = await freshTarget(kind, workDir);
      if ('skipped' in target) {
        rows.push([kind, `skipped: ${target.skipped}`, '', '', '', '', '', '', '']);
        continue;
      }
      // Restarts: on a database already made and migrated.
      await (await target.open()).close();
      const restarts = new Map<Variant, Sample[]>(starts.restart.map((variant) => [variant, []]));
      for (let round = 0; round < runs; round++) {
        for (const variant of starts.restart) restarts.get(variant)?.push(await startOnce(variant, target.serverEnv));
      }
      await target.dispose();
      const p50 = (variant: Variant, figure: keyof Sample) =>
        percentiles((restarts.get(variant) ?? []).map((sample) => sample[figure])).p50;
      const base = variants[0] as Variant;
      const baseFirst = first.get(base);
      for (const variant of starts.first) {
        const firstStart = first.get(variant) ?? { readyMs: Number.NaN, rssBytes: Number.NaN, peakBytes: Number.NaN };
        const firstGoal = goalOf(kind, 'first', variant);
        const restartGoal = goalOf(kind, 'restart', variant);
        const restarted = restarts.has(variant);
        const ready = p50(variant, 'readyMs');
        const rss = p50(variant, 'rssBytes');
        rows.push([
          target.label,
          variant,
          against(ms(firstStart.readyMs), firstStart.readyMs, firstGoal?.readyMs),
          ratio(firstStart.readyMs, baseFirst?.readyMs ?? Number.NaN),
          against(mib(firstStart.rssBytes), firstStart.rssBytes / 2 ** 20, firstGoal?.rssMiB),
          mib(firstStart.peakBytes),
          restarted ? against(ms(ready), ready, restartGoal?.readyMs) : '—',
          restarted ? ratio(ready, p50(base, 'readyMs')) : '—',
          restarted ? against(mib(rss), rss / 2 ** 20, restartGoal?.rssMiB) : '—',
          restarted ? ratio(rss, p50(base, 'rssBytes')) : '—',
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
    `÷ ${variants[0]}`,
    'first start: idle RSS (MiB)',
    'first start: peak RSS (MiB)',
    'restart: ready p50 (ms)',
    `÷ ${variants[0]}`,
    'restart: idle RSS p50 (MiB)',
    `÷ ${variants[0]}`,
  ];
  return table(header, rows);
}
