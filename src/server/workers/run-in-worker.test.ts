import { describe, expect, it, vi } from 'vitest';
import { runInWorker, type WorkerTask, workerLoad } from '#server/workers/run-in-worker';
import { WorkerTaskError } from '#server/workers/task-thread';
import type { TestTaskInput } from '#tests/helpers/worker-test-task';

const task: WorkerTask<TestTaskInput, string> = {
  module: new URL('../../../tests/helpers/worker-test-task.ts', import.meta.url),
};
const slowStart: WorkerTask<undefined, string> = {
  module: new URL('../../../tests/helpers/worker-slow-start-task.ts', import.meta.url),
};

async function failure(promise: Promise<unknown>): Promise<WorkerTaskError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(WorkerTaskError);
  return error as WorkerTaskError;
}

describe('runInWorker', () => {
  it("returns the task's result", async () => {
    await expect(runInWorker(task, { kind: 'echo', text: 'docx' })).resolves.toBe('DOCX');
  });

  it('rejects with the reason when the task throws', async () => {
    const error = await failure(runInWorker(task, { kind: 'throw' }));
    expect(error.reason).toBe('failed');
    expect(error.message).toBe('this file is not a document');
  });

  it('ends a task that runs past its time, while this thread stays free', async () => {
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 10);
    const error = await failure(runInWorker(task, { kind: 'spin' }, { timeoutMs: 1_500 }));
    clearInterval(ticker);
    expect(error.reason).toBe('timeout');
    // The spinning happened elsewhere: this thread's timers kept running meanwhile.
    expect(ticks).toBeGreaterThan(20);
  });

  it('ends a task that needs more memory than it may have', async () => {
    const error = await failure(runInWorker(task, { kind: 'hog' }, { maxHeapMb: 32, timeoutMs: 20_000 }));
    expect(error.reason).toBe('memory');
  });

  it('runs at most two tasks at once; the others wait their turn', async () => {
    const gate = new SharedArrayBuffer(4);
    const runs = Promise.all([0, 1, 2, 3].map(() => runInWorker(task, { kind: 'gate', gate })));
    await vi.waitFor(() => expect(workerLoad()).toEqual({ running: 2, waiting: 2 }));

    Atomics.store(new Int32Array(gate), 0, 1);
    Atomics.notify(new Int32Array(gate), 0);
    expect(await runs).toEqual(['done', 'done', 'done', 'done']);
    expect(workerLoad()).toEqual({ running: 0, waiting: 0 });
  });

  it('keeps a thread for the next task, of any caller', async () => {
    const first = await runInWorker(task, { kind: 'thread' });
    await runInWorker(task, { kind: 'throw' }).catch(() => undefined);
    expect(await runInWorker(task, { kind: 'thread' })).toBe(first);
  });

  it('starts a new thread after one ran out of time or memory', async () => {
    const before = await runInWorker(task, { kind: 'thread' }, { maxHeapMb: 32 });
    await failure(runInWorker(task, { kind: 'spin' }, { maxHeapMb: 32, timeoutMs: 300 }));
    const afterTimeout = await runInWorker(task, { kind: 'thread' }, { maxHeapMb: 32 });
    expect(afterTimeout).not.toBe(before);

    await failure(runInWorker(task, { kind: 'hog' }, { maxHeapMb: 32, timeoutMs: 20_000 }));
    expect(await runInWorker(task, { kind: 'thread' }, { maxHeapMb: 32 })).not.toBe(afterTimeout);
  });

  it("counts the task's time from when its module has loaded", async () => {
    await expect(runInWorker(slowStart, undefined, { timeoutMs: 200 })).resolves.toBe('started');
  });
});
