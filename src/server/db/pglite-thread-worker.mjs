// The embedded database's own thread (decision 018, see pglite-thread.ts). Plain JavaScript, so that
// Node loads it as it is, whatever runs the server (tsx, Vitest, a bundle).
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const port = parentPort;
if (!port) throw new Error('pglite-thread-worker.mjs runs as a worker thread only');

/** Errors cross as their plain fields: code and constraint are what callers read. */
function plainError(error) {
  const fields = { name: error?.name ?? 'Error', message: error?.message ?? String(error) };
  for (const [key, value] of Object.entries(error ?? {})) {
    if (['string', 'number', 'boolean'].includes(typeof value) && key !== 'query') fields[key] = value;
  }
  return fields;
}

/** Drizzle keeps dates and intervals as the text PostgreSQL sent: the same types stay text here. */
function queryOptions({ rowMode, textTypes }) {
  const parsers = Object.fromEntries((textTypes ?? []).map((type) => [type, (value) => value]));
  return { rowMode, parsers };
}

const database = await PGlite.create(workerData.dataDir);
/** Open transactions by id: each waits in PGlite's own `transaction` until told to end. */
const transactions = new Map();
const listeners = new Map();

async function begin(id) {
  let opened;
  const open = new Promise((resolve) => {
    opened = resolve;
  });
  const done = database.transaction(
    (tx) =>
      new Promise((resolve, reject) => {
        transactions.set(id, { tx, resolve, reject, done: undefined });
        opened();
      }),
  );
  // Until committed or rolled back, a failure is reported by the call that ends it.
  done.catch(() => undefined);
  await open;
  transactions.get(id).done = done;
}

async function end(id, commit) {
  const entry = transactions.get(id);
  transactions.delete(id);
  if (!entry) throw new Error(`no open transaction ${id}`);
  if (commit) {
    entry.resolve();
    await entry.done;
    return;
  }
  entry.reject(new Error('rolled back'));
  await entry.done.catch(() => undefined);
}

/** The database, or the open transaction a statement belongs to. */
function runnerFor(tx) {
  if (!tx) return database;
  const entry = transactions.get(tx);
  if (!entry) throw new Error(`no open transaction ${tx}`);
  return entry.tx;
}

const operations = {
  query: ({ tx, sql, params, options }) => runnerFor(tx).query(sql, params, queryOptions(options)),
  exec: ({ tx, sql, options }) => runnerFor(tx).exec(sql, queryOptions(options)),
  begin: ({ tx }) => begin(tx),
  commit: ({ tx }) => end(tx, true),
  rollback: ({ tx }) => end(tx, false),
  listen: async ({ channel }) => {
    if (listeners.has(channel)) return;
    listeners.set(channel, await database.listen(channel, (payload) => port.postMessage({ channel, payload })));
  },
  unlisten: async ({ channel }) => {
    const unlisten = listeners.get(channel);
    listeners.delete(channel);
    await unlisten?.();
  },
  close: () => database.close(),
};

port.on('message', async (call) => {
  try {
    const operation = operations[call.op];
    if (!operation) throw new Error(`unknown operation ${call.op}`);
    port.postMessage({ id: call.id, result: await operation(call) });
  } catch (error) {
    port.postMessage({ id: call.id, error: plainError(error) });
  }
});
port.postMessage({ ready: true });
