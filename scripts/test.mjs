// `npm test`: every suite (docs/decisions/034-test-suite-in-stages.md), two runs at a time.
// In front, at normal priority with their output streamed: the client suite, then e2e in Chromium.
// E2e waits on pages more than it computes, so it leaves most of the CPU idle; the other runs use
// that idle CPU at a lower priority (nice 10), longest first, each taken by whichever side is free: the
// server suite on PGlite, then on PostgreSQL (when TEST_DATABASE_URL is set), then the soak on
// each database. The client suite is in front because its waits are the shortest (jsdom, a 5 s
// test timeout): starved of CPU, they ran out. `npm test -- <file or filter…>` passes the filters
// on to every run, and `--project name` keeps only that project's runs.
// Ends with where the time went (each run's wall time, the ten slowest files), the failed tests,
// if any, then one plain "N passed, N failed" line for the whole run, which CI reads: a log cut to
// its tail still names what failed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureNodeVersions } from './node-versions.mjs';
import { runVitest } from './vitest-run.mjs';

const { projects: chosen, rest: filters } = splitProjects(process.argv.slice(2));
const postgres = Boolean(process.env.TEST_DATABASE_URL);
// These always start the server on its embedded database, whatever TEST_DATABASE_URL says: the
// PostgreSQL run would only repeat them, unchanged (startup-postgres.test.ts is their counterpart).
const EMBEDDED_ONLY = [
  'tests/server/startup.test.ts',
  'tests/server/npm-start-signals.test.ts',
  'tests/server/container-image.test.ts',
  'tests/server/pglite-template.test.ts',
];
// In front first (`front`), then the rest longest first, so that the two sides end close together.
const RUNS = [
  { label: 'client suite', projects: ['client'], db: 'PGlite', front: true },
  { label: 'e2e suite (PGlite)', projects: ['e2e'], db: 'PGlite', front: true },
  { label: 'server suite (PGlite)', projects: ['server'], db: 'PGlite' },
  { label: 'server suite (PostgreSQL)', projects: ['server'], db: 'PostgreSQL', exclude: EMBEDDED_ONLY },
  { label: 'soak (PGlite)', projects: ['soak'], db: 'PGlite' },
  { label: 'soak (PostgreSQL)', projects: ['soak'], db: 'PostgreSQL' },
];

/** `--project a --project=b …` taken out of the arguments. */
function splitProjects(args) {
  const projects = [];
  const rest = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--project') projects.push(args[++i]);
    else if (args[i].startsWith('--project=')) projects.push(args[i].slice('--project='.length));
    else rest.push(args[i]);
  }
  return { projects, rest };
}

const runs = RUNS.filter((run) => run.db === 'PGlite' || postgres)
  .map((run) => ({ ...run, projects: run.projects.filter((name) => chosen.length === 0 || chosen.includes(name)) }))
  .filter((run) => run.projects.length > 0);

// The server suite's smoke run starts the server on each Node line `engines` names (decision 053):
// installed here, while the client suite runs, and before any server run starts, so that no test
// reaches the network.
const nodeVersions = runs.some((run) => run.projects.includes('server')) ? ensureNodeVersions() : undefined;

const filtered = filters.length > 0 || chosen.length > 0;
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pairwise-test-report-'));
const front = runs.filter((run) => run.front);
const queue = runs.filter((run) => !run.front);
const beside = front.length > 0 && queue.length > 0;

/** One run; beside the front runs, the others run at a lower priority, output held until they end. */
async function execute(run) {
  if (run.projects.includes('server')) await nodeVersions;
  const behind = beside && !run.front;
  return runVitest({
    label: run.label,
    args: [
      ...run.projects.flatMap((name) => ['--project', name]),
      ...(run.exclude ?? []).flatMap((file) => ['--exclude', file]),
      // A filter naming only some projects' files finds nothing in the others, which is no failure.
      ...(filtered ? ['--passWithNoTests'] : []),
      ...filters,
    ],
    env: run.db === 'PGlite' ? { TEST_DATABASE_URL: '' } : {},
    report: path.join(reportDir, `report-${runs.indexOf(run)}.json`),
    held: behind,
    // At 19, and again at 15 on CI's machine, a server process that a test started printed nothing
    // for 60 s while e2e was busy, and a synchronous test ran past its 30 s. 10 leaves the front
    // 90 % of a contended core and gives the rest three times what 15 gave it; the whole run took
    // the same time at 10 as at 15 (decision 034).
    niceness: behind ? 10 : 0,
  });
}

/** Runs `first` in turn, then takes runs off the shared queue until it is empty. */
async function side(first = []) {
  const done = [];
  for (const run of first) done.push(await execute(run));
  for (let run = queue.shift(); run; run = queue.shift()) done.push(await execute(run));
  return done;
}

const started = Date.now();
const finished = (await Promise.all(beside ? [side(front), side()] : [side(front)])).flat();
const results = runs.map((run) => finished.find((result) => result.label === run.label));
const totalMs = Date.now() - started;
fs.rmSync(reportDir, { recursive: true, force: true });

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const fileTimes = results.flatMap((result) => result.files).sort((a, b) => b.ms - a.ms);
const totals = { passed: 0, failed: 0, skipped: 0 };
for (const result of results) for (const key of Object.keys(totals)) totals[key] += result.totals[key];
const wallTimes = results.flatMap((result) => [
  `  ${result.label}: ${seconds(result.ms)}`,
  ...(result.projects.size > 1
    ? [...result.projects].map(([name, span]) => `    ${name}: ${seconds(span.end - span.start)}`)
    : []),
]);
console.info(`\nWall time: ${seconds(totalMs)}${beside ? ' (two runs at a time)' : ''}\n${wallTimes.join('\n')}`);
console.info(
  `Slowest files:\n${fileTimes
    .slice(0, 10)
    .map((file) => `  ${seconds(file.ms)}  ${file.label}`)
    .join('\n')}`,
);
const failures = results.flatMap((result) => result.failures);
if (failures.length > 0) console.info(`\nFailed:\n${failures.map((line) => `  ${line}`).join('\n')}`);
// A skipped test checks nothing: register a test only where it can run, never skip it. (A run given
// a filter skips the tests it leaves out.)
const skipsFail = totals.skipped > 0 && !filtered;
if (skipsFail) console.info('\nSkipped tests fail the run: a test runs, or is not registered where it cannot.');
const skipped = totals.skipped > 0 ? `, ${totals.skipped} skipped` : '';
console.info(`\n${totals.passed} passed, ${totals.failed} failed${skipped}`);
const exitCode = results.find((result) => result.exitCode !== 0)?.exitCode ?? 0;
process.exit(exitCode || (totals.failed > 0 || skipsFail ? 1 : 0));
