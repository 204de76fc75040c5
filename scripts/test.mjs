// `npm test`: every suite (docs/decisions/034-test-suite-in-stages.md), two runs at a time.
// The e2e suite runs in Chromium at normal priority; it waits on pages more than it computes, so it
// leaves most of the CPU idle. The other runs use that idle CPU at the lowest priority, longest
// first, each taken by whichever side is free: client and server on PGlite, the server suite on
// PostgreSQL, then the soak on each database. The PostgreSQL runs happen when TEST_DATABASE_URL is
// set. `npm test -- <file or filter…>` passes the filters on to every run, and `--project name`
// keeps only that project's runs; without e2e, they run one at a time with their output streamed.
// Ends with where the time went (each run's wall time, the ten slowest files), the failed tests,
// if any, then one plain "N passed, N failed" line for the whole run, which CI reads: a log cut to
// its tail still names what failed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runVitest } from './vitest-run.mjs';

const { projects: chosen, rest: filters } = splitProjects(process.argv.slice(2));
const postgres = Boolean(process.env.TEST_DATABASE_URL);
// The longest first after e2e, so that the two sides end close together.
const RUNS = [
  { label: 'e2e suite (PGlite)', projects: ['e2e'], db: 'PGlite' },
  { label: 'client and server suites (PGlite)', projects: ['client', 'server'], db: 'PGlite' },
  { label: 'server suite (PostgreSQL)', projects: ['server'], db: 'PostgreSQL' },
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

const filtered = filters.length > 0 || chosen.length > 0;
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pairwise-test-report-'));
const e2e = runs.find((run) => run.projects.includes('e2e'));
const queue = runs.filter((run) => run !== e2e);
const beside = Boolean(e2e) && queue.length > 0;

/** One run; beside e2e, anything else runs at the lowest priority with its output held until it ends. */
function execute(run) {
  const behind = beside && run !== e2e;
  return runVitest({
    label: run.label,
    args: [
      ...run.projects.flatMap((name) => ['--project', name]),
      // A filter naming only some projects' files finds nothing in the others, which is no failure.
      ...(filtered ? ['--passWithNoTests'] : []),
      ...filters,
    ],
    env: run.db === 'PGlite' ? { TEST_DATABASE_URL: '' } : {},
    report: path.join(reportDir, `report-${runs.indexOf(run)}.json`),
    held: behind,
    niceness: behind ? 19 : 0,
  });
}

/** Runs `first`, then takes runs off the shared queue until it is empty. */
async function side(first) {
  const done = first ? [await execute(first)] : [];
  for (let run = queue.shift(); run; run = queue.shift()) done.push(await execute(run));
  return done;
}

const started = Date.now();
const finished = (await Promise.all(e2e ? [side(e2e), side()] : [side()])).flat();
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
