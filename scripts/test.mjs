// `npm test`: every suite (client, server, e2e in Chromium, then the short soak) on PGlite, then the
// server and soak suites again on PostgreSQL when TEST_DATABASE_URL is set.
// `npm test -- <file or filter…> [--project name]` passes them on to Vitest in each run.
// Ends with where the time went (each project's wall time, the ten slowest files), the failed tests,
// if any, then one plain "N passed, N failed" line for the whole run, which CI reads: a log cut to
// its tail still names what failed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const filters = process.argv.slice(2);
const runs = [{ label: 'client, server, e2e and soak suites (PGlite)', args: [], env: { TEST_DATABASE_URL: '' } }];
if (process.env.TEST_DATABASE_URL) {
  runs.push({
    label: 'server and soak suites (PostgreSQL)',
    // A filter naming only client or e2e files finds nothing here, which is no failure.
    args: ['--project', 'server', '--project', 'soak', ...(filters.length > 0 ? ['--passWithNoTests'] : [])],
    env: {},
  });
}

/** The project a test file belongs to, by where it lives (vitest.config.ts). */
function projectOf(file) {
  if (file.startsWith('src/client/')) return 'client';
  if (file.startsWith('tests/e2e/')) return 'e2e';
  if (file.startsWith('tests/soak/')) return 'soak';
  return 'server';
}

const timings = [];
const fileTimes = [];
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
let exitCode = 0;
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pairwise-test-report-'));

runs.forEach((run, index) => {
  console.info(`\n=== ${run.label} ===`);
  const report = path.join(reportDir, `report-${index}.json`);
  const started = Date.now();
  const result = spawnSync(
    'npx',
    ['vitest', 'run', ...run.args, ...filters, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    { stdio: 'inherit', env: { ...process.env, ...run.env } },
  );
  timings.push(`${run.label}: ${seconds(Date.now() - started)}`);
  if (result.status !== 0) exitCode = result.status ?? 1;
  if (!fs.existsSync(report)) {
    totals.failed += 1;
    exitCode ||= 1;
    return;
  }
  const json = JSON.parse(fs.readFileSync(report, 'utf8'));
  totals.passed += json.numPassedTests;
  totals.failed += json.numFailedTests;
  totals.skipped += json.numPendingTests + json.numTodoTests;
  const projects = new Map();
  for (const file of json.testResults) {
    const where = path.relative(process.cwd(), file.name);
    const project = projectOf(where);
    const span = projects.get(project) ?? { start: file.startTime, end: file.endTime };
    projects.set(project, { start: Math.min(span.start, file.startTime), end: Math.max(span.end, file.endTime) });
    fileTimes.push({
      label: `${where} (${run.label.match(/\((\w+)\)$/)?.[1] ?? ''})`,
      ms: file.endTime - file.startTime,
    });
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failed) {
      const reason = (test.failureMessages[0] ?? '').split('\n')[0].slice(0, 300);
      failures.push(`${run.label}: ${where} > ${test.fullName}\n    ${reason}`);
    }
    if (failed.length === 0 && file.status === 'failed') {
      failures.push(`${run.label}: ${where} did not run\n    ${(file.message ?? '').split('\n')[0].slice(0, 300)}`);
    }
  }
  for (const [project, span] of projects) timings.push(`  ${project}: ${seconds(span.end - span.start)}`);
  // A suite that fails to load runs no test but must still fail the run.
  if (json.numFailedTestSuites > 0 && json.numFailedTests === 0) totals.failed += json.numFailedTestSuites;
});

fs.rmSync(reportDir, { recursive: true, force: true });
const slowest = fileTimes.sort((a, b) => b.ms - a.ms).slice(0, 10);
console.info(`\nWall time:\n${timings.map((line) => `  ${line}`).join('\n')}`);
console.info(`Slowest files:\n${slowest.map((file) => `  ${seconds(file.ms)}  ${file.label}`).join('\n')}`);
if (failures.length > 0) console.info(`\nFailed:\n${failures.map((line) => `  ${line}`).join('\n')}`);
// A skipped test checks nothing: register a test only where it can run, never skip it. (A run given
// a filter skips the tests it leaves out.)
const skipsFail = totals.skipped > 0 && filters.length === 0;
if (skipsFail) console.info('\nSkipped tests fail the run: a test runs, or is not registered where it cannot.');
const skipped = totals.skipped > 0 ? `, ${totals.skipped} skipped` : '';
console.info(`\n${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(exitCode || (totals.failed > 0 || skipsFail ? 1 : 0));
