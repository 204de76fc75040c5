// `npm start`: builds the web app when it has not been built, then runs the server in this process.
// package.json starts it with `exec`, so that the signals npm forwards reach this process rather than
// only the shell in front of it, which would leave the server running. `--no-build` skips the build.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { register } from 'tsx/esm/api';

const SIGNALS = ['SIGTERM', 'SIGINT'];

/** `npm run build`, stopped with this process: its own process group takes the signal as a whole. */
function buildWebApp() {
  console.info('Building the web app (first start only)…');
  const build = spawn('npm', ['run', 'build'], { stdio: 'inherit', detached: true });
  const stop = (signal) => process.kill(-build.pid, signal);
  for (const signal of SIGNALS) process.on(signal, stop);
  return new Promise((resolve, reject) => {
    build.once('error', reject);
    build.once('exit', (code) => {
      for (const signal of SIGNALS) process.off(signal, stop);
      resolve(code ?? 1);
    });
  });
}

const hasClientSource = fs.existsSync('index.html');
const isBuilt = fs.existsSync('dist/client/index.html');
if (hasClientSource && !isBuilt && !process.argv.includes('--no-build')) {
  const code = await buildWebApp();
  if (code !== 0) process.exit(code);
}

register();
await import('../src/server/main.ts');
