// `npm test`: every suite (client, server, e2e in Chromium, then the short soak) on PGlite, then the
// server and soak suites again on PostgreSQL when TEST_DATABASE_URL is set.
// Ends with one plain "N passed, N failed" line for the whole run, which CI reads.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const runs = [{ label: 'client, server, e2e and soak suites (PGlite)', args: [], env: { TEST_DATABASE_URL: '' } }];
if (process.env.TEST_DATABASE_URL) {
  runs.push({
    label: 'server and soak suites (PostgreSQL)',
    args: ['--project', 'server', '--project', 'soak'],
    env: {},
  });
}

const totals = { passed: 0, failed: 0, skipped: 0 };
let exitCode = 0;
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pairwise-test-report-'));

runs.forEach((run, index) => {
  console.info(`\n=== ${run.label} ===`);
  const report = path.join(reportDir, `report-${index}.json`);
  const result = spawnSync(
    'npx',
    ['vitest', 'run', ...run.args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    { stdio: 'inherit', env: { ...process.env, ...run.env } },
  );
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
  // A suite that fails to load runs no test but must still fail the run.
  if (json.numFailedTestSuites > 0 && json.numFailedTests === 0) totals.failed += json.numFailedTestSuites;
});

fs.rmSync(reportDir, { recursive: true, force: true });
const skipped = totals.skipped > 0 ? `, ${totals.skipped} skipped` : '';
console.info(`\n${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(exitCode || (totals.failed > 0 ? 1 : 0));
