// `npm run bench`: server figures against a same-run baseline, and the client's weight per route.
// Flags: --server (server only), --size (client weight only), --reuse-build (use dist/client as built).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { type AppResult, runAppBench } from '#bench/lib/app-bench';
import { combineBaselines, runBaseline } from '#bench/lib/baseline-bench';
import { budgetFailures, measureRoutes, readBudgets } from '#bench/lib/client-size';
import { type DatabaseTarget, pgliteTarget, postgresTarget } from '#bench/lib/databases';
import { startBenchFakes } from '#bench/lib/fakes';
import { keptSections } from '#bench/lib/kept-sections';
import { channelCounts } from '#bench/lib/live-bench';
import { machineSection } from '#bench/lib/machine-section';
import { type BenchOptions, readOptions } from '#bench/lib/options';
import { runRelayBench } from '#bench/lib/relay-bench';
import { type ServerReport, serverSections } from '#bench/lib/report';
import { sizeSection } from '#bench/lib/size-section';
import { startUpSection } from '#bench/lib/start-up-section';
import { buildClient } from '#tests/e2e/setup/app-server';

const RESULTS_DIR = path.resolve('bench/results');
const BUDGETS_FILE = path.resolve('bench/size-budgets.json');

async function runServerBench(options: BenchOptions): Promise<ServerReport> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pairwise-bench-'));
  const cpuProfileDir = options.cpuProfile ? path.join(RESULTS_DIR, 'profiles') : undefined;
  const fakes = await startBenchFakes();
  let failed = true;
  try {
    console.info('Baseline (bare node:http), before');
    const before = await runBaseline(options, workDir, 'before');
    console.info('Live baseline (bare node:http relay)');
    const relay = await runRelayBench(options, workDir, fakes.chunks);
    const targets: DatabaseTarget[] = [await pgliteTarget(workDir)];
    const skipped: string[] = [];
    if (options.postgresUrl) {
      const postgres = await postgresTarget(options.postgresUrl, workDir);
      if ('skipped' in postgres) skipped.push(postgres.skipped);
      else targets.push(postgres);
    } else {
      skipped.push('BENCH_DATABASE_URL=off');
    }
    const apps: AppResult[] = [];
    for (const target of targets) {
      console.info(`Pairwise on ${target.label}`);
      try {
        apps.push(await runAppBench(options, target, fakes, workDir, cpuProfileDir));
      } finally {
        await target.dispose();
      }
    }
    console.info('Baseline (bare node:http), after');
    const after = await runBaseline(options, workDir, 'after');
    failed = false;
    return {
      options,
      baseline: combineBaselines(before, after),
      baselineRuns: [before, after],
      relay,
      apps,
      skipped,
      skippedChannels: channelCounts(options).skipped,
    };
  } finally {
    await fakes.close();
    if (failed) console.error(`Server logs kept in ${workDir}`);
    else fs.rmSync(workDir, { recursive: true, force: true });
  }
}

async function main() {
  const args = new Set(process.argv.slice(2));
  const server = args.has('--server') || !args.has('--size');
  const size = args.has('--size') || !args.has('--server');
  const options = server ? readOptions() : undefined;
  const autocannonVersion = (createRequire(import.meta.url)('autocannon/package.json') as { version: string }).version;

  // Before the servers start: they serve it to Chromium, and the size figures weigh it.
  if (!args.has('--reuse-build')) {
    console.info('Building the client (vite build)');
    await buildClient();
  }

  const sections = ['# Pairwise benchmarks', machineSection(options, autocannonVersion)];
  if (options) {
    sections.push(serverSections(await runServerBench(options)));
    sections.push(await startUpSection(!args.has('--reuse-build')));
  }

  let failures: string[] = [];
  if (size) {
    const sizes = measureRoutes(path.resolve('dist/client'));
    const budgets = readBudgets(BUDGETS_FILE);
    sections.push(sizeSection(sizes, budgets));
    failures = budgetFailures(sizes, budgets);
  }

  const name = server && size ? 'latest.md' : server ? 'server-latest.md' : 'size-latest.md';
  const file = path.join(RESULTS_DIR, name);
  // The whole file is rewritten, but the soak's figures (`npm run soak`) and notes written by hand stay.
  const markdown = `${[...sections, ...keptSections(file)].join('\n\n')}\n`;
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  fs.writeFileSync(file, markdown);
  console.info(`\n${markdown}\nWritten to bench/results/${name}`);

  if (failures.length > 0) {
    console.error(
      `\nClient size budget exceeded (bench/size-budgets.json):\n${failures.map((line) => `  - ${line}`).join('\n')}`,
    );
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
