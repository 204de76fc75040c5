// `npm test`: every suite, in stages (docs/decisions/034-test-suite-stages.md):
//   1. client and server suites on PGlite, on both cores;
//   2. the e2e suite in Chromium, beside the server suite on PostgreSQL (one worker each: the
//      browser leaves a core half idle, and the two share nothing but the machine);
//   3. the soak on PGlite, then on PostgreSQL, each alone, as it keeps both cores busy.
// The PostgreSQL runs happen when TEST_DATABASE_URL is set. `npm test -- <file or filter…>` passes
// the filters on to every run, and `--project name` keeps only that project's runs.
// Ends with where the time went (each run's wall time, the ten slowest files), the failed tests,
// if any, then one plain "N passed, N failed" line for the whole run, which CI reads: a log cut to
// its tail still names what failed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runVitest } from './vitest-run.mjs';

const { projects: chosen, rest: filters } = splitProjects(process.argv.slice(2));
const postgres = Boolean(process.env.TEST_DATABASE_URL);
const STAGES = [
  [{ label: 'client and server suites (PGlite)', projects: ['client', 'server'], db: 'PGlite' }],
  [
    { label: 'e2e suite (PGlite)', projects: ['e2e'], db: 'PGlite' },
    { label: 'server suite (PostgreSQL)', projects: ['server'], db: 'PostgreSQL', args: ['--maxWorkers', '1'] },
  ],
  [{ label: 'soak (PGlite)', projects: ['soak'], db: 'PGlite' }],
  [{ label: 'soak (PostgreSQL)', projects: ['soak'], db: 'PostgreSQL' }],
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

const stages = STAGES.map((stage) =>
  stage
    .filter((run) => run.db === 'PGlite' || postgres)
    .map((run) => ({ ...run, projects: run.projects.filter((name) => chosen.length === 0 || chosen.includes(name)) }))
    .filter((run) => run.projects.length > 0),
).filter((stage) => stage.length > 0);

const filtered = filters.length > 0 || chosen.length > 0;
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pairwise-test-report-'));
const stageResults = [];
for (const [index, stage] of stages.entries()) {
  const runs = stage.map((run, slot) =>
    runVitest({
      label: run.label,
      args: [
        ...run.projects.flatMap((name) => ['--project', name]),
        ...(run.args ?? []),
        // A filter naming only some projects' files finds nothing in the others, which is no failure.
        ...(filtered ? ['--passWithNoTests'] : []),
        ...filters,
      ],
      env: run.db === 'PGlite' ? { TEST_DATABASE_URL: '' } : {},
      report: path.join(reportDir, `report-${index}-${slot}.json`),
      // The first run of a stage prints as it goes; the others' output follows when they end.
      quiet: slot > 0,
    }),
  );
  stageResults.push(await Promise.all(runs));
}
const results = stageResults.flat();
fs.rmSync(reportDir, { recursive: true, force: true });

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const fileTimes = results.flatMap((result) => result.files).sort((a, b) => b.ms - a.ms);
const totals = { passed: 0, failed: 0, skipped: 0 };
for (const result of results) for (const key of Object.keys(totals)) totals[key] += result.totals[key];
const wallTimes = stageResults.flatMap((stage) =>
  stage.flatMap((result, slot) => [
    `  ${slot > 0 ? 'beside it, ' : ''}${result.label}: ${seconds(result.ms)}`,
    ...(result.projects.size > 1
      ? [...result.projects].map(([name, span]) => `    ${name}: ${seconds(span.end - span.start)}`)
      : []),
  ]),
);
console.info(`\nWall time:\n${wallTimes.join('\n')}`);
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
