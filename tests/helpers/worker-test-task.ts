// Tasks for src/server/workers/run-in-worker.test.ts: each behaves as the input asks.
export type TestTaskInput =
  | { kind: 'echo'; text: string }
  | { kind: 'throw' }
  | { kind: 'spin' }
  | { kind: 'hog' }
  | { kind: 'overlap'; running: SharedArrayBuffer };

export default async function testTask(input: TestTaskInput): Promise<string> {
  switch (input.kind) {
    case 'echo':
      return input.text.toUpperCase();
    case 'throw':
      throw new Error('this file is not a document');
    case 'spin':
      for (;;);
    case 'hog': {
      const kept: string[][] = [];
      for (;;) kept.push(Array.from({ length: 100_000 }, (_, index) => `entry ${index}`));
    }
    case 'overlap': {
      // [now running, most ever running at once], shared by every thread given the buffer.
      const counts = new Int32Array(input.running);
      const now = Atomics.add(counts, 0, 1) + 1;
      Atomics.store(counts, 1, Math.max(Atomics.load(counts, 1), now));
      await new Promise((resolve) => setTimeout(resolve, 400));
      Atomics.sub(counts, 0, 1);
      return 'done';
    }
  }
}
