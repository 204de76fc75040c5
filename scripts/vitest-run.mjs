// One `vitest run` for scripts/test.mjs: its exit, and what its JSON report says passed, failed,
// was skipped, and took how long.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Runs Vitest with `args` and `env` added. Its output is streamed, or, when `held`, printed whole
 * once it ends, so that a run beside another does not interleave with it. `niceness` lowers its
 * CPU priority (and its workers', which inherit it).
 */
export async function runVitest({ label, args, env, report, held = false, niceness = 0 }) {
  if (!held) console.info(`\n=== ${label} ===`);
  const started = Date.now();
  const vitest = [
    'npx',
    'vitest',
    'run',
    ...args,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ];
  const command = niceness > 0 ? ['nice', '-n', String(niceness), ...vitest] : vitest;
  const child = spawn(command[0], command.slice(1), {
    stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...env },
  });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  const exitCode = await new Promise((resolve) => child.once('close', (code) => resolve(code ?? 1)));
  if (held) process.stdout.write(`\n=== ${label} ===\n${Buffer.concat(output).toString()}`);
  return { label, exitCode, started, ms: Date.now() - started, ...readReport(label, report) };
}

/** The project a test file belongs to, by where it lives (vitest.config.ts). */
function projectOf(file) {
  if (file.startsWith('src/client/')) return 'client';
  if (file.startsWith('tests/e2e/')) return 'e2e';
  if (file.startsWith('tests/soak/')) return 'soak';
  return 'server';
}

function readReport(label, report) {
  const totals = { passed: 0, failed: 0, skipped: 0 };
  const files = [];
  const failures = [];
  /** Each project's span, first file's start to last file's end: its wall time within the run. */
  const projects = new Map();
  if (!fs.existsSync(report)) {
    totals.failed = 1;
    failures.push(`${label}: Vitest wrote no report`);
    return { totals, files, failures, projects };
  }
  const json = JSON.parse(fs.readFileSync(report, 'utf8'));
  totals.passed = json.numPassedTests;
  totals.failed = json.numFailedTests;
  totals.skipped = json.numPendingTests + json.numTodoTests;
  // A suite that fails to load runs no test but must still fail the run.
  if (json.numFailedTestSuites > 0 && json.numFailedTests === 0) totals.failed += json.numFailedTestSuites;
  for (const file of json.testResults) {
    const where = path.relative(process.cwd(), file.name);
    files.push({ label: `${where} (${label})`, ms: file.endTime - file.startTime });
    const span = projects.get(projectOf(where)) ?? { start: file.startTime, end: file.endTime };
    projects.set(projectOf(where), {
      start: Math.min(span.start, file.startTime),
      end: Math.max(span.end, file.endTime),
    });
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failed) {
      const reason = (test.failureMessages[0] ?? '').split('\n')[0].slice(0, 300);
      failures.push(`${label}: ${where} > ${test.fullName}\n    ${reason}`);
    }
    if (failed.length === 0 && file.status === 'failed') {
      failures.push(`${label}: ${where} did not run\n    ${(file.message ?? '').split('\n')[0].slice(0, 300)}`);
    }
  }
  return { totals, files, failures, projects };
}
