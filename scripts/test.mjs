// `npm test`: every suite (docs/decisions/034-test-suite-in-stages.md), in two lanes side by side.
// The e2e suite runs in Chromium at normal priority; it waits on pages more than it computes, so it
// leaves most of the CPU idle. The other lane uses that idle CPU at the lowest priority, one run
// after another: client and server on PGlite, the soak on PGlite, the server suite on PostgreSQL
// and the soak on PostgreSQL. The PostgreSQL runs happen when TEST_DATABASE_URL is set.
// `npm test -- <file or filter…>` passes the filters on to every run, and `--project name` keeps
// only that project's runs; a lane left alone runs at normal priority with its output streamed.
// Ends with where the time went (each run's wall time, the ten slowest files), the failed tests,
// if any, then one plain "N passed, N failed" line for the whole run, which CI reads: a log cut to
// its tail still names what failed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runVitest } from './vitest-run.mjs';

const { projects: chosen, rest: filters } = splitProjects(process.argv.slice(2));
const postgres = Boolean(process.env.TEST_DATABASE_URL);
const RUNS = [
  { label: 'e2e suite (PGlite)', projects: ['e2e'], db: 'PGlite', lane: 'e2e' },
  { label: 'client and server suites (PGlite)', projects: ['client', 'server'], db: 'PGlite', lane: 'rest' },
  { label: 'soak (PGlite)', projects: ['soak'], db: 'PGlite', lane: 'rest' },
  { label: 'server suite (PostgreSQL)', projects: ['server'], db: 'PostgreSQL', lane: 'rest' },
  { label: 'soak (PostgreSQL)', projects: ['soak'], db: 'PostgreSQL', lane: 'rest' },
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
const besideE2e = runs.some((run) => run.lane === 'e2e') && runs.some((run) => run.lane === 'rest');

/** The lane's runs one after another; beside the e2e lane, at the lowest priority, output held. */
async function runLane(lane) {
  const results = [];
  for (const run of runs.filter((candidate) => candidate.lane === lane)) {
    const behind = besideE2e && lane === 'rest';
    results.push(
      await runVitest({
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
      }),
    );
  }
  return results;
}

const started = Date.now();
const results = (await Promise.all([runLane('e2e'), runLane('rest')])).flat();
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
console.info(
  `\nWall time: ${seconds(totalMs)}${besideE2e ? ' (two lanes side by side)' : ''}\n${wallTimes.join('\n')}`,
);
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
