// `npm run build:server` (and the second half of `npm run build`): bundles the server's TypeScript
// (src/server, src/shared and its dependencies) into JavaScript in dist/server, which `npm start`
// runs (decisions 048 and 058), and makes the migrated embedded database a first start unpacks
// (decision 052). `--out-dir <dir>` writes elsewhere (the image test builds into a folder of its own).
// Types are not checked here (`npm run typecheck` does), so that a build takes seconds and, as under
// tsx, a type error never stops a start.

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { BUILD_STAMP } from './server-build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const flag = process.argv.indexOf('--out-dir');
const outDir = path.resolve(flag > 0 ? process.argv[flag + 1] : path.join(root, 'dist'));
const serverDir = path.join(outDir, 'server');
const began = new Date();

for (const dir of ['server', 'shared']) fs.rmSync(path.join(outDir, dir), { recursive: true, force: true });

// The server, and each worker task module (`*-task.ts`), which a thread loads by its path.
const tasks = fs
  .readdirSync(path.join(root, 'src/server'), { recursive: true })
  .map((name) => name.split(path.sep).join('/'))
  .filter((name) => name.endsWith('-task.ts'));
const built = await esbuild.build({
  absWorkingDir: root,
  entryPoints: ['src/server/main.ts', ...tasks.map((name) => `src/server/${name}`)],
  outbase: 'src/server',
  outdir: serverDir,
  // Shared code and what is loaded when first needed (an SDK, the DOCX reader) go into chunks beside
  // main.js, so that src/server/server-files.ts, wherever it lands, names dist/server as its folder.
  entryNames: '[dir]/[name]',
  chunkNames: '[name]-[hash]',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  // Names are kept, so that a logged stack still reads; whitespace and syntax go (decision 058).
  minifyWhitespace: true,
  minifySyntax: true,
  sourcemap: 'linked',
  // PGlite finds its WebAssembly and data files beside its own module; pg-native is pg's optional addon.
  external: ['@electric-sql/pglite', 'pg-native'],
  // The dependencies written as CommonJS call require(), which an ES module lacks.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  metafile: true,
  logLevel: 'warning',
});
for (const [file, output] of Object.entries(built.metafile.outputs)) {
  const nested = path.dirname(path.resolve(root, file)) !== serverDir;
  if (nested && 'src/server/server-files.ts' in output.inputs) {
    throw new Error(`${file} holds src/server/server-files.ts below dist/server: it would name the wrong folder`);
  }
}

/** Copies what the server reads beside its code and the bundle does not hold. */
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

// The bundle's .js files are ES modules: the nearest package.json, this one, says so. Its mtime is
// when the build began, so that a source changed after that makes the build stale (server-build.mjs).
const stamp = path.join(outDir, path.relative('dist', BUILD_STAMP));
fs.writeFileSync(stamp, `${JSON.stringify({ private: true, type: 'module' }, null, 2)}\n`);
fs.utimesSync(stamp, began, began);
