import { Worker } from 'node:worker_threads';

/**
 * Work on what a user sent that may be heavy (unpacking and parsing their files) runs on a thread
 * of its own, bounded in time and memory: a hostile file costs its sender a refusal, never the
 * event loop every other request shares (decision 033).
 */

/** A module whose default export takes the input and returns (or resolves to) the output. */
export interface WorkerTask<Input, Output> {
  module: URL;
  /** Only for the types: never read. */
  readonly types?: (input: Input) => Output;
}

export interface WorkerLimits {
  /** From the task's start (its wait for a free thread not counted). */
  timeoutMs: number;
  /** The thread's heap; past it the thread is ended. */
  maxHeapMb: number;
}

export type WorkerFailureReason = 'timeout' | 'memory' | 'failed';

/** The task did not finish within its limits, or threw: the message says which and why. */
export class WorkerTaskError extends Error {
  constructor(
    readonly reason: WorkerFailureReason,
    message: string,
  ) {
    super(message);
    this.name = 'WorkerTaskError';
  }
}

const DEFAULT_LIMITS: WorkerLimits = { timeoutMs: 10_000, maxHeapMb: 256 };
// On two cores, more threads at once would only take turns, each holding its memory meanwhile.
const MAX_RUNNING = 2;
const ENTRY = new URL('./worker-entry.mjs', import.meta.url);

let running = 0;
const waiting: (() => void)[] = [];

/** Tasks on a thread now, and tasks waiting for one. */
export function workerLoad(): { running: number; waiting: number } {
  return { running, waiting: waiting.length };
}

async function turn(): Promise<() => void> {
  if (running >= MAX_RUNNING) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  return () => {
    running -= 1;
    waiting.shift()?.();
  };
}

function runOnce<Input, Output>(task: WorkerTask<Input, Output>, input: Input, limits: WorkerLimits): Promise<Output> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(ENTRY, {
      workerData: { module: task.module.href },
      resourceLimits: { maxOldGenerationSizeMb: limits.maxHeapMb, maxYoungGenerationSizeMb: 16 },
      stdout: false,
      stderr: false,
    });
    let settled = false;
    const settle = (then: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      then();
    };
    const timer = setTimeout(
      () => settle(() => reject(new WorkerTaskError('timeout', `took longer than ${limits.timeoutMs} ms`))),
      limits.timeoutMs,
    );
    worker.on('message', (reply: { ok: true; value: Output } | { ok: false; message: string }) =>
      settle(() => (reply.ok ? resolve(reply.value) : reject(new WorkerTaskError('failed', reply.message)))),
    );
    worker.on('error', (error: Error & { code?: string }) =>
      settle(() =>
        reject(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? new WorkerTaskError('memory', `needed more than ${limits.maxHeapMb} MB`)
            : new WorkerTaskError('failed', error.message),
        ),
      ),
    );
    worker.on('exit', (code) =>
      settle(() => reject(new WorkerTaskError('failed', `the thread exited with code ${code}`))),
    );
    worker.postMessage(input);
  });
}

/** Runs the task on a thread of its own, at most MAX_RUNNING at once; rejects with WorkerTaskError. */
export async function runInWorker<Input, Output>(
  task: WorkerTask<Input, Output>,
  input: Input,
  limits: Partial<WorkerLimits> = {},
): Promise<Output> {
  const done = await turn();
  try {
    return await runOnce(task, input, { ...DEFAULT_LIMITS, ...limits });
  } finally {
    done();
  }
}
