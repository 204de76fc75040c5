import { Worker } from 'node:worker_threads';
import { serverFile } from '#server/server-files';

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

type Reply = { ready: true } | { ok: true; value: unknown } | { ok: false; message: string };

interface Pending {
  resolve(value: unknown): void;
  reject(error: WorkerTaskError): void;
}

const ENTRY = serverFile('workers/worker-entry.mjs');
// Task modules are named by their source (`uploads/x-task.ts`); in the built server (dist/, decision
// 058) this code is JavaScript, and each task module is bundled on its own under its `.ts` name.
const COMPILED = import.meta.url.endsWith('.js');
const runnable = (module: URL) => (COMPILED ? new URL(module.href.replace(/\.ts$/, '.js')) : module);
// Loading a task's module (through tsx, in development) is our own cost, not the input's: it is
// bounded apart from the task's time, by this, which only a machine in trouble reaches.
const START_TIMEOUT_MS = 60_000;

/**
 * One thread that runs one task module (worker-entry.mjs), a task at a time, within a heap that is
 * fixed when it starts. A task that runs out of time or memory ends the thread; one that throws
 * leaves it alive for the next.
 */
export class TaskThread {
  private readonly worker: Worker;
  private pending: Pending | undefined;
  private ended = false;

  private constructor(module: URL, maxHeapMb: number) {
    this.worker = new Worker(ENTRY, {
      workerData: { module: runnable(module).href },
      resourceLimits: { maxOldGenerationSizeMb: maxHeapMb, maxYoungGenerationSizeMb: 16 },
      stdout: false,
      stderr: false,
    });
    this.worker.on('message', (reply: Reply) => {
      if ('ready' in reply || reply.ok)
        this.settle((pending) => pending.resolve('ready' in reply ? undefined : reply.value));
      else this.settle((pending) => pending.reject(new WorkerTaskError('failed', reply.message)));
    });
    this.worker.on('error', (error: Error & { code?: string }) => {
      this.ended = true;
      const failure =
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? new WorkerTaskError('memory', `needed more than ${maxHeapMb} MB`)
          : new WorkerTaskError('failed', error.message);
      this.settle((pending) => pending.reject(failure));
    });
    this.worker.on('exit', (code) => {
      this.ended = true;
      this.settle((pending) => pending.reject(new WorkerTaskError('failed', `the thread exited with code ${code}`)));
    });
  }

  /** A thread whose module has loaded, so that a task's time counts its own work alone. */
  static async start(module: URL, maxHeapMb: number): Promise<TaskThread> {
    const thread = new TaskThread(module, maxHeapMb);
    await thread.reply(START_TIMEOUT_MS, () => new WorkerTaskError('failed', 'the thread did not start in time'));
    return thread;
  }

  get alive(): boolean {
    return !this.ended;
  }

  /** Runs one task; past `timeoutMs` the thread is ended and the task rejects with 'timeout'. */
  run<Output>(input: unknown, timeoutMs: number): Promise<Output> {
    const result = this.reply(timeoutMs, () => new WorkerTaskError('timeout', `took longer than ${timeoutMs} ms`));
    this.worker.postMessage(input);
    return result as Promise<Output>;
  }

  /** Idle threads do not keep the process alive. */
  setIdle(idle: boolean): void {
    if (idle) this.worker.unref();
    else this.worker.ref();
  }

  end(): void {
    this.ended = true;
    void this.worker.terminate();
  }

  private reply(timeoutMs: number, timeout: () => WorkerTaskError): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.end();
        this.settle((pending) => pending.reject(timeout()));
      }, timeoutMs);
      const done =
        <T>(then: (value: T) => void) =>
        (value: T) => {
          clearTimeout(timer);
          then(value);
        };
      this.pending = { resolve: done(resolve), reject: done(reject) };
    });
  }

  private settle(then: (pending: Pending) => void): void {
    const { pending } = this;
    this.pending = undefined;
    if (pending) then(pending);
  }
}
