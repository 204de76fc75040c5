// `npm run build:server` (and the second half of `npm run build`): compiles the server's TypeScript
// (src/server, src/shared) to JavaScript in dist/server and dist/shared, which `npm start` runs
// (decision 048), and makes the migrated embedded database a first start unpacks (decision 052). `--out-dir <dir>` writes elsewhere (the image test builds into a folder of its own).
// Types are not checked here (`npm run typecheck` does), so that a build takes seconds and, as under
// tsx, a type error never stops a start.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILD_STAMP } from './server-build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const flag = process.argv.indexOf('--out-dir');
const outDir = path.resolve(flag > 0 ? process.argv[flag + 1] : path.join(root, 'dist'));
const began = new Date();

for (const dir of ['server', 'shared']) fs.rmSync(path.join(outDir, dir), { recursive: true, force: true });
const tsc = spawnSync(
  process.execPath,
  [
    path.join(root, 'node_modules/typescript/bin/tsc'),
    '-p',
    path.join(root, 'tsconfig.server.json'),
    '--outDir',
    outDir,
  ],
  { stdio: 'inherit' },
);
if (tsc.status !== 0) process.exit(tsc.status ?? 1);

/** Copies what the server reads beside its modules and tsc does not emit. */
function copy(from, to, keep) {
  for (const name of fs.readdirSync(from, { recursive: true })) {
    const source = path.join(from, name);
    if (!fs.statSync(source).isFile() || !keep(name)) continue;
    fs.mkdirSync(path.dirname(path.join(to, name)), { recursive: true });
    fs.copyFileSync(source, path.join(to, name));
  }
}
// Plain-JavaScript worker entries (pglite-thread-worker.mjs, worker-entry.mjs), and the migrations
// that open-database.ts applies at start: the SQL and drizzle's journal (not its snapshots).
copy(path.join(root, 'src/server'), path.join(outDir, 'server'), (name) => name.endsWith('.mjs'));
copy(path.join(root, 'src/server/db/migrations'), path.join(outDir, 'server/db/migrations'), (name) =>
  /^[^/]+\.sql$|^meta\/_journal\.json$/.test(name.split(path.sep).join('/')),
);

// From the sources, through tsx: the compiled tree may have no node_modules beside it yet (the image
// test builds into a folder of its own). Kept when its migrations are still the sources'.
const template = spawnSync(
  process.execPath,
  ['--import', 'tsx', path.join(root, 'scripts/build-pglite-template.ts'), outDir],
  { stdio: 'inherit', cwd: root },
);
if (template.status !== 0) process.exit(template.status ?? 1);

// The compiled files import `#server/…` and `#shared/…` as the sources do; Node resolves those
// through the nearest package.json, this one, to the .js files beside it.
const stamp = path.join(outDir, path.relative('dist', BUILD_STAMP));
const imports = { '#server/*': './server/*.js', '#shared/*': './shared/*.js' };
fs.writeFileSync(stamp, `${JSON.stringify({ private: true, type: 'module', imports }, null, 2)}\n`);
fs.utimesSync(stamp, began, began);
