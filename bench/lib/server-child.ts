import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { ServerStats, StatsReply, StatsRequest } from '#bench/lib/server-stats';
import { findFreePort, stopServer, waitUntilServing } from '#tests/e2e/setup/app-server';
import { serverNodeFlags } from '#tests/helpers/server-node-flags';
import type { ServerProcess } from '#tests/helpers/server-process';

export interface BenchServer {
  url: string;
  pid: number;
  /** Its stdout and stderr. */
  logPath: string;
  /** Restarts the event-loop histogram, peak RSS and CPU clock; returns the stats before the reset. */
  resetStats(): Promise<ServerStats>;
  /** With `gc`, after a full garbage collection (the server must run with exposeGc). */
  readStats(options?: { gc?: boolean }): Promise<ServerStats>;
  stop(): Promise<void>;
}

export interface StartOptions {
  target: 'app' | 'baseline' | 'relay';
  env: Record<string, string>;
  /** Folder for the server's log file (and CPU profiles when asked). */
  workDir: string;
  cpuProfileDir?: string | undefined;
  /** Runs node with --expose-gc, so that RSS can be read after a collection. */
  exposeGc?: boolean;
}

const LOG_TAIL_BYTES = 8000;

/**
 * Runs a server in its own process, so that the load generator never shares its event loop. Its
 * output goes to a file, not through this process: at info level it logs every request.
 */
export async function startBenchServer(options: StartOptions): Promise<BenchServer> {
  const port = await findFreePort();
  const url = `http://127.0.0.1:${port}`;
  const logPath = path.join(options.workDir, `${options.target}-${port}.log`);
  const log = fs.openSync(logPath, 'a');
  // The deployed server's Node options (decision 056), so that throughput and memory are its own.
  const nodeArgs = serverNodeFlags();
  if (options.cpuProfileDir) nodeArgs.push('--cpu-prof', `--cpu-prof-dir=${options.cpuProfileDir}`);
  if (options.exposeGc) nodeArgs.push('--expose-gc');
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'bench/lib/server-entry.ts', options.target], {
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: url, ...options.env },
    stdio: ['ignore', log, log, 'ipc'],
  });
  fs.closeSync(log);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const output = () => {
    const text = fs.readFileSync(logPath, 'utf8');
    return text.slice(-LOG_TAIL_BYTES);
  };
  const server: ServerProcess = { child, output, exited };

  let nextId = 0;
  const pending = new Map<number, (stats: ServerStats) => void>();
  child.on('message', (reply: StatsReply) => {
    pending.get(reply.id)?.(reply.stats);
    pending.delete(reply.id);
  });
  const ask = (type: StatsRequest['type'], gc = false) =>
    new Promise<ServerStats>((resolve, reject) => {
      const id = ++nextId;
      pending.set(id, resolve);
      child.send({ id, type, gc } satisfies StatsRequest, (error) => {
        if (error) {
          pending.delete(id);
          reject(error);
        }
      });
    });

  try {
    await waitUntilServing(server, url);
  } catch (error) {
    await stopServer(server);
    throw error;
  }
  return {
    url,
    pid: child.pid ?? 0,
    logPath,
    resetStats: () => ask('reset'),
    readStats: (options) => ask('read', options?.gc),
    stop: () => stopServer(server, 20_000),
  };
}
