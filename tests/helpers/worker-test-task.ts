// Tasks for src/server/workers/run-in-worker.test.ts: each behaves as the input asks.
import { threadId } from 'node:worker_threads';

export type TestTaskInput =
  | { kind: 'echo'; text: string }
  | { kind: 'throw' }
  | { kind: 'spin' }
  | { kind: 'hog' }
  | { kind: 'gate'; gate: SharedArrayBuffer }
  | { kind: 'thread' };

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
    case 'gate':
      // Holds its thread until the test opens the gate (sets its first slot and notifies).
      Atomics.wait(new Int32Array(input.gate), 0, 0);
      return 'done';
    case 'thread':
      return `thread ${threadId}`;
  }
}
