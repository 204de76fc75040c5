import { spawnSync } from 'node:child_process';
import { runStartUp } from '#bench/lib/start-up-bench';

/** Restarts per variant and database: enough for a median, short enough for `npm run bench`. */
const RESTARTS = 5;

/**
 * The start-up section of `npm run bench`: the compiled server (decision 048) against the sources
 * through tsx, the baseline of the same run. Compiles the server first unless told to reuse the build.
 */
export async function startUpSection(build: boolean): Promise<string> {
  if (build) {
    console.info('Compiling the server (scripts/build-server.mjs)');
    const compiled = spawnSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
    if (compiled.status !== 0) throw new Error(`the server build failed (exit ${compiled.status})`);
  }
  console.info('Start-up: first start and restarts, compiled (with and without its template) and through tsx');
  return [
    '## Start-up and idle memory',
    'From spawn to "Pairwise is ready", and the resident memory of the server process and its children ' +
      "3 s after (idle), with the server process's peak, on a new database (first start) and then " +
      `${RESTARTS} restarts on it (p50). \`compiled\` is what \`npm start\` runs (node dist/server/main.js), ` +
      "whose first start on PGlite unpacks the build's migrated template (decision 052); `initdb` is the same " +
      'build without the template, creating and migrating the database in place; `source` runs the ' +
      'TypeScript through tsx, as `npm start` did before decision 048 (and creates the database in place): ' +
      'the ratios are to it. ' +
      'Goals for the compiled server (in bold when over): PostgreSQL ready ≤ 1,500 ms and ≤ 120 MiB; PGlite ' +
      'restart ≤ 2,500 ms and ≤ 450 MiB, first start ≤ 5,000 ms and ≤ 600 MiB.',
    await runStartUp(RESTARTS, ['source', 'initdb', 'compiled']),
  ].join('\n\n');
}
