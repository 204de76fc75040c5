import { TaskThread } from '#server/workers/task-thread';

/**
 * Work on what a user sent that may be heavy (unpacking and parsing their files) runs on a thread
 * of its own, bounded in time and memory: a hostile file costs its sender a refusal, never the
 * event loop every other request shares (decision 033). Threads are kept a while between tasks
 * (decision 036): loading a task's module costs far more than most tasks.
 */

/**
 * A module whose default export takes the input and returns (or resolves to) the output. Its thread
 * runs later tasks, of other users too: the task keeps nothing between calls.
 */
export interface WorkerTask<Input, Output> {
  module: URL;
  /** Only for the types: never read. */
  readonly types?: (input: Input) => Output;
}

export interface WorkerLimits {
  /** The task's own work: its wait for a free thread, and the thread's start, not counted. */
  timeoutMs: number;
  /** The thread's heap; past it the thread is ended. */
  maxHeapMb: number;
}

const DEFAULT_LIMITS: WorkerLimits = { timeoutMs: 10_000, maxHeapMb: 256 };
// On two cores, more threads at once would only take turns, each holding its memory meanwhile.
const MAX_RUNNING = 2;
// How long a thread waits for its next task before it ends, giving back its memory.
const IDLE_MS = 30_000;

let running = 0;
const waiting: (() => void)[] = [];
/** Threads between tasks, by module and heap limit (a thread's heap is fixed when it starts). */
const idle = new Map<string, IdleThread[]>();

interface IdleThread {
  thread: TaskThread;
  timer: NodeJS.Timeout;
}

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

function idleThreads(key: string): IdleThread[] {
  let threads = idle.get(key);
  if (!threads) {
    threads = [];
    idle.set(key, threads);
  }
  return threads;
}

function takeIdle(key: string): TaskThread | undefined {
  const threads = idleThreads(key);
  for (let kept = threads.pop(); kept; kept = threads.pop()) {
    clearTimeout(kept.timer);
    // A thread may have ended while it waited (its process ran out of memory, say).
    if (!kept.thread.alive) continue;
    kept.thread.setIdle(false);
    return kept.thread;
  }
  return undefined;
}

function keep(key: string, thread: TaskThread): void {
  const threads = idleThreads(key);
  if (!thread.alive || threads.length >= MAX_RUNNING) {
    thread.end();
    return;
  }
  thread.setIdle(true);
  const timer = setTimeout(() => {
    const at = threads.findIndex((kept) => kept.thread === thread);
    if (at >= 0) threads.splice(at, 1);
    thread.end();
  }, IDLE_MS).unref();
  threads.push({ thread, timer });
}

/** Runs the task on a thread of its own, at most MAX_RUNNING at once; rejects with WorkerTaskError (task-thread.ts). */
export async function runInWorker<Input, Output>(
  task: WorkerTask<Input, Output>,
  input: Input,
  limits: Partial<WorkerLimits> = {},
): Promise<Output> {
  const { timeoutMs, maxHeapMb } = { ...DEFAULT_LIMITS, ...limits };
  const key = `${maxHeapMb}:${task.module.href}`;
  const done = await turn();
  try {
    const thread = takeIdle(key) ?? (await TaskThread.start(task.module, maxHeapMb));
    try {
      return await thread.run<Output>(input, timeoutMs);
    } finally {
      keep(key, thread);
    }
  } finally {
    done();
  }
}
