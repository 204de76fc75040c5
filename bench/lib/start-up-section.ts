import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { runStartUp } from '#bench/lib/start-up-bench';
import type { Variant } from '#bench/lib/start-up-process';
import { NODE_VERSIONS, nodeBinary } from '../../scripts/node-versions.mjs';

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
  // The other Node lines, where `node scripts/node-versions.mjs` (or `npm test`) installed them.
  const lines = NODE_VERSIONS.filter((major) => fs.existsSync(nodeBinary(major)));
  const missing = NODE_VERSIONS.filter((major) => !lines.includes(major));
  const variants: Variant[] = ['source', 'initdb', 'compiled', ...lines.map((major) => `node${major}` as Variant)];
  console.info('Start-up: first start and restarts, compiled (with and without its template) and through tsx');
  const others = lines.map((major) => `\`node${major}\``).join(' and ');
  const notInstalled =
    missing.length > 0 ? ` (Node ${missing.join(' and ')} is not installed: node scripts/node-versions.mjs)` : '';
  return [
    '## Start-up and idle memory',
    'From spawn to "Pairwise is ready", and the resident memory of the server process and its children ' +
      "3 s after (idle), with the server process's peak, on a new database (first start) and then " +
      `${RESTARTS} restarts on it (p50). \`compiled\` is what \`npm start\` runs (node dist/server/main.js ` +
      `with the server's Node options, decision 056) on this machine's Node ${process.versions.node}` +
      `${others ? `; ${others}, the same on Node ${lines.join(' and ')}` : ''}${notInstalled}. ` +
      "Its first start on PGlite unpacks the build's migrated template (decision 052); `initdb` is the same " +
      'build without the template, creating and migrating the database in place; `source` runs the ' +
      'TypeScript through tsx, as `npm start` did before decision 048 (and creates the database in place): ' +
      'the ratios are to it. ' +
      'Goals for the compiled server on every line (in bold when over): PostgreSQL ready ≤ 1,500 ms and ' +
      '≤ 120 MB (114 MiB); PGlite restart ≤ 2,500 ms and ≤ 450 MB (429 MiB), first start ≤ 5,000 ms and ' +
      '≤ 600 MB (572 MiB).',
    await runStartUp(RESTARTS, variants),
  ].join('\n\n');
}
