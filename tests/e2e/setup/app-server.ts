import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import type { ServerProcess } from '#tests/helpers/server-process';

/** Builds the web app into dist/client, as `npm run build` does; fails with Vite's output. */
export async function buildClient(): Promise<void> {
  const vite = path.resolve('node_modules/vite/bin/vite.js');
  // Vitest sets NODE_ENV=test, which would give React's development build instead of the one users get.
  const child = spawn(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`vite build failed (exit ${code}):\n${output}`);
}

/**
 * A port that was free a moment ago. The server must know its own address before it starts
 * (PUBLIC_URL drives the same-origin check), so it cannot simply listen on port 0.
 */
export async function findFreePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Waits until the server answers HTTP at all; fails with its output if it exits or never does. */
export async function waitUntilServing(server: ServerProcess, baseUrl: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (server.child.exitCode !== null) {
      throw new Error(`the server exited with ${server.child.exitCode}:\n${server.output()}`);
    }
    try {
      await fetch(`${baseUrl}/api/user`);
      return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`the server did not answer within ${timeoutMs} ms:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Stops the server as an operator would (SIGTERM), and kills it if it does not stop in time. */
export async function stopServer(server: ServerProcess, timeoutMs = 10_000): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), timeoutMs);
  await server.exited;
  clearTimeout(timer);
}
