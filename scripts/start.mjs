// `npm start`: builds what is missing (the web app when it has not been built, the server when it
// has not been compiled or its sources changed since), then runs the compiled server,
// dist/server/main.js, in this process (decision 048). package.json starts it with `exec`, so that the
// signals npm forwards reach this process rather than only the shell in front of it, which would
// leave the server running. `--no-build` skips the builds; without a current server build it then
// runs the TypeScript sources through tsx, so that it never runs older code than the sources.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serverBuildState } from './server-build.mjs';

const SIGNALS = ['SIGTERM', 'SIGINT'];

/** `npm run <script>`, stopped with this process: its own process group takes the signal as a whole. */
function build(script, what) {
  console.info(`Building ${what}…`);
  const child = spawn('npm', ['run', script], { stdio: 'inherit', detached: true });
  const stop = (signal) => process.kill(-child.pid, signal);
  for (const signal of SIGNALS) process.on(signal, stop);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      for (const signal of SIGNALS) process.off(signal, stop);
      resolve(code ?? 1);
    });
  });
}

const root = fileURLToPath(new URL('..', import.meta.url));
let server = serverBuildState(root);
if (!process.argv.includes('--no-build')) {
  const hasClientSource = fs.existsSync('index.html');
  const clientBuilt = fs.existsSync('dist/client/index.html');
  let code;
  if (hasClientSource && !clientBuilt) code = await build('build', 'the web app and the server (first start only)');
  else if (server !== 'current') code = await build('build:server', 'the server');
  if (code !== undefined && code !== 0) process.exit(code);
  if (code !== undefined) server = serverBuildState(root);
}

if (server === 'current') {
  await import('../dist/server/main.js');
} else {
  console.info('No current server build (npm run build): running the TypeScript sources through tsx.');
  const { register } = await import('tsx/esm/api');
  register();
  await import('../src/server/main.ts');
}
