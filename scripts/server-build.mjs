// The compiled server in dist/ (decision 048): where it is, and whether it is older than the sources.
// Shared by scripts/build-server.mjs, which writes it, and scripts/start.mjs, which runs it.
import fs from 'node:fs';
import path from 'node:path';

export const SERVER_ENTRY = 'dist/server/main.js';
/**
 * The built tree's own package.json, which makes its .js files ES modules. Written last, its mtime
 * set to when the build began: a source changed after that is not in the build.
 */
export const BUILD_STAMP = 'dist/package.json';
const SOURCES = ['src/server', 'src/shared'];
// The bundle holds the dependencies too (decision 058): npm rewrites this file at every install.
const INSTALLED = 'node_modules/.package-lock.json';

/** The newest mtime (ms) of the server's source files, tests aside, and of the last install. */
function newestSource(root) {
  const installed = path.join(root, INSTALLED);
  let newest = fs.existsSync(installed) ? fs.statSync(installed).mtimeMs : 0;
  for (const dir of SOURCES) {
    for (const entry of fs.readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || entry.name.endsWith('.test.ts')) continue;
      newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return newest;
}

/**
 * 'current', 'missing', or 'stale' (a source is newer than the build). Without sources (an image
 * holding dist/ alone) a build that is there is current.
 */
export function serverBuildState(root = '.') {
  const stamp = path.join(root, BUILD_STAMP);
  if (!fs.existsSync(path.join(root, SERVER_ENTRY)) || !fs.existsSync(stamp)) return 'missing';
  if (!fs.existsSync(path.join(root, 'src/server/main.ts'))) return 'current';
  return newestSource(root) > fs.statSync(stamp).mtimeMs ? 'stale' : 'current';
}
