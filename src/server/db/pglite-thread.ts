import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { serverFile } from '#server/server-files';

/** What Drizzle, the migrator and the live bus use of a PGlite client. */
export interface PgliteClient {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string, options?: QueryOptions): Promise<Results[]>;
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

type Reply = { id: number; result?: unknown; error?: Record<string, unknown> } | { channel: string; payload: string };

const WORKER_URL = serverFile('db/pglite-thread-worker.mjs');

/** Drizzle's parsers keep dates and intervals as text; only such identity parsers can cross threads. */
function portableOptions(options: QueryOptions | undefined) {
  const { rowMode, parsers, ...rest } = options ?? {};
  if (Object.keys(rest).length > 0) throw new Error(`query options ${Object.keys(rest).join(', ')} stay in-process`);
  const textTypes = Object.entries(parsers ?? {}).map(([type, parse]) => {
    if (parse('2024-01-02 03:04:05', Number(type)) !== '2024-01-02 03:04:05') {
      throw new Error(`the parser for type ${type} is not an identity parser`);
    }
    return Number(type);
  });
  return { rowMode, textTypes };
}

function toError(fields: Record<string, unknown>): Error {
  return Object.assign(new Error(String(fields.message)), fields);
}

/**
 * PGlite on a worker thread of its own (decision 018): the database's WebAssembly runs beside the
 * server's event loop instead of on it, so a slow statement delays that statement's caller only.
 * Statements and transactions keep PGlite's semantics: the worker runs them with PGlite's own
 * `query`, `exec` and `transaction`, one transaction at a time, the others waiting.
 */
export async function startPgliteThread(dataDir: string): Promise<PgliteClient> {
  const worker = new Worker(WORKER_URL, { workerData: { dataDir } });
  const pending = new Map<number, Pending>();
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let nextId = 1;
  let stopped: Error | undefined;

  const stop = (error: Error) => {
    stopped ??= error;
    for (const call of pending.values()) call.reject(error);
    pending.clear();
  };

  await new Promise<void>((resolve, reject) => {
    const opened = () => settle(resolve);
    const failed = (error: Error) => settle(() => reject(error));
    const exited = (code: number) => failed(new Error(`the database thread exited with code ${code} while opening`));
    // Only our own listeners go: the Worker keeps internal ones that start and stop its port.
    const settle = (then: () => void) => {
      worker.off('message', opened).off('error', failed).off('exit', exited);
      then();
    };
    worker.on('message', opened).on('error', failed).on('exit', exited);
  });
  worker.on('message', (reply: Reply) => {
    if ('channel' in reply) {
      for (const onPayload of listeners.get(reply.channel) ?? []) onPayload(reply.payload);
      return;
    }
    const call = pending.get(reply.id);
    pending.delete(reply.id);
    if (reply.error) call?.reject(toError(reply.error));
    else call?.resolve(reply.result);
  });
  worker.on('error', (error) => {
    stop(error);
    // The embedded database is gone: fail as an in-process one would, loudly, for the supervisor to restart.
    setImmediate(() => {
      throw error;
    });
  });
  worker.on('exit', (code) => stop(new Error(`the database thread exited with code ${code}`)));

  const call = <T>(message: Record<string, unknown>): Promise<T> => {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...message, id });
    });
  };

  const runner = (tx?: number) => ({
    query: <T>(sql: string, params: unknown[] = [], options?: QueryOptions) =>
      call<Results<T>>({ op: 'query', tx, sql, params, options: portableOptions(options) }),
    exec: (sql: string, options?: QueryOptions) =>
      call<Results[]>({ op: 'exec', tx, sql, options: portableOptions(options) }),
  });

  return {
    ...runner(),
    async transaction(work) {
      const id = nextId++;
      await call({ op: 'begin', tx: id });
      let closed = false;
      const end = async (op: 'commit' | 'rollback') => {
        if (closed) return;
        closed = true;
        await call({ op, tx: id });
      };
      const tx = {
        ...runner(id),
        rollback: () => end('rollback'),
        get closed() {
          return closed;
        },
      } as unknown as Transaction;
      try {
        const result = await work(tx);
        await end('commit');
        return result;
      } catch (error) {
        await end('rollback').catch(() => undefined);
        throw error;
      }
    },
    async listen(channel, onPayload) {
      const callbacks = listeners.get(channel) ?? new Set();
      listeners.set(channel, callbacks);
      callbacks.add(onPayload);
      await call({ op: 'listen', channel });
      return async () => {
        callbacks.delete(onPayload);
        if (callbacks.size > 0) return;
        listeners.delete(channel);
        await call({ op: 'unlisten', channel });
      };
    },
    async close() {
      if (stopped) return;
      try {
        await call({ op: 'close' });
      } finally {
        stop(new Error('the database is closed'));
        await worker.terminate();
      }
    },
  };
}
