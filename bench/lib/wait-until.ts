import { setTimeout as sleep } from 'node:timers/promises';

/** Polls `done` every 20 ms until it holds or `timeoutMs` has passed; the caller checks which. */
export async function waitUntil(done: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!done() && performance.now() < deadline) await sleep(20);
}
