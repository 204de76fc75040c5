import { type ChildProcess, spawn } from 'node:child_process';
import { TEST_PASSWORD_HASH_COST } from '#tests/helpers/test-password-cost';

export interface ServerProcess {
  child: ChildProcess;
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

/** What a server process needs at least: a free port on loopback, its start-up lines, and cheap hashes. */
export const SERVER_PROCESS_ENV = {
  PATH: process.env.PATH ?? '',
  HOST: '127.0.0.1',
  PORT: '0',
  LOG_LEVEL: 'info',
  PASSWORD_HASH_COST: String(TEST_PASSWORD_HASH_COST),
};

/** Runs the real entry point, `src/server/main.ts`, as `npm start` does, with the given environment. */
export function startServerProcess(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...SERVER_PROCESS_ENV, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return watchServerProcess(child);
}

/** Collects a spawned server's output (stdout and stderr piped) and its exit. */
export function watchServerProcess(child: ChildProcess): ServerProcess {
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/**
 * Waits until the output shows `text`, or fails with what the process printed. A first start on
 * an empty PGlite folder is an initdb: tens of seconds when the machine is busy.
 */
export async function waitForOutput(server: ServerProcess, text: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!server.output().includes(text)) {
    if (server.child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`the server never printed "${text}"; it printed:\n${server.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The port the server listens on, from Fastify's "Server listening at" log line. */
export function listeningUrl(server: ServerProcess): string {
  const match = server.output().match(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
  if (!match?.[1]) throw new Error(`no listening address in:\n${server.output()}`);
  return match[1];
}
