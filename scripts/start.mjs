// `npm start`: builds the web app when it has not been built, then runs the server in this process.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { register } from 'tsx/esm/api';

const hasClientSource = fs.existsSync('index.html');
const isBuilt = fs.existsSync('dist/client/index.html');
if (hasClientSource && !isBuilt) {
  console.info('Building the web app (first start only)…');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

register();
await import('../src/server/main.ts');
