// One server start, timed from spawn to "Pairwise is ready", with its memory: what
// bench/lib/start-up-bench.ts repeats for each variant, database and kind of start.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { descendantsOf } from '#tests/helpers/process-tree';
import { serverNodeFlags } from '#tests/helpers/server-node-flags';
import { SERVER_PROCESS_ENV } from '#tests/helpers/server-process';
import { nodeBinary } from '../../scripts/node-versions.mjs';

/** A copy of the compiled tree without the PGlite template: a first start as before decision 052. */
export const NO_TEMPLATE_DIST = '.tmp/start-up-bench/dist';

// `compiled` and `initdb` run as `npm start` and the image do, with the server's Node options, on
// this machine's Node; `node22` and `node24` are `compiled` on the other lines `engines` promises
// (installed by scripts/node-versions.mjs). `source` is what `npm start` ran before decision 048.
const FLAGS = serverNodeFlags();

export const VARIANTS = {
  source: [process.execPath, '--import', 'tsx', 'src/server/main.ts'],
  compiled: [process.execPath, ...FLAGS, 'dist/server/main.js'],
  /** Only a first start differs from `compiled`: PGlite runs initdb and every migration. */
  initdb: [process.execPath, ...FLAGS, `${NO_TEMPLATE_DIST}/server/main.js`],
  node22: [nodeBinary('22'), ...FLAGS, 'dist/server/main.js'],
  node24: [nodeBinary('24'), ...FLAGS, 'dist/server/main.js'],
  npm: ['npm', 'start', '--', '--no-build'],
} as const;
export type Variant = keyof typeof VARIANTS;

// Long enough for the start's garbage to be collected and its timers to settle.
const IDLE_MS = 3000;
const READY = 'Pairwise is ready';

export interface Sample {
  readyMs: number;
  /** The server and what it started, once idle. */
  rssBytes: number;
  /** The server process's own high-water mark (VmHWM) until then: the start's peak. */
  peakBytes: number;
}

function statusField(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(status.match(new RegExp(`^${field}:\\s+(\\d+)`, 'm'))?.[1]) * 1024;
}

/** Behind npm, the server is npm's child, and npm itself is left out. */
function serverPid(pid: number, variant: Variant): number {
  const server = variant === 'npm' ? descendantsOf(pid)[0] : pid;
  if (server === undefined) throw new Error('no server process under npm');
  return server;
}

/**
 * Copies the compiled tree (`npm run build` first), leaving its template out, with the package.json
 * the server reads its version from where it looks for it (beside dist/).
 */
export function copyWithoutTemplate(): void {
  fs.rmSync(path.dirname(NO_TEMPLATE_DIST), { recursive: true, force: true });
  fs.mkdirSync(NO_TEMPLATE_DIST, { recursive: true });
  fs.copyFileSync('package.json', path.join(path.dirname(NO_TEMPLATE_DIST), 'package.json'));
  for (const part of ['server', 'package.json']) {
    fs.cpSync(path.join('dist', part), path.join(NO_TEMPLATE_DIST, part), {
      recursive: true,
      preserveTimestamps: true,
    });
  }
}

export async function startOnce(variant: Variant, env: Record<string, string>): Promise<Sample> {
  const [command, ...args] = VARIANTS[variant];
  const started = performance.now();
  const child = spawn(command, args, {
    env: { ...SERVER_PROCESS_ENV, HOME: os.homedir(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const readyMs = await new Promise<number>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(READY)) resolve(performance.now() - started);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => reject(new Error(`${variant} exited ${code} before it was ready:\n${output}`)));
  });
  await sleep(IDLE_MS);
  const server = serverPid(child.pid as number, variant);
  // tsx runs an esbuild service in a process of its own.
  const rssBytes = [server, ...descendantsOf(server)].reduce((sum, pid) => sum + statusField(pid, 'VmRSS'), 0);
  const peakBytes = statusField(server, 'VmHWM');
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  return { readyMs, rssBytes, peakBytes };
}
