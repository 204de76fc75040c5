import { monitorEventLoopDelay } from 'node:perf_hooks';

/**
 * Runs `work` while this thread's event loop is watched: what it gave, and the longest the loop was
 * held meanwhile. Held, not busy for a share of the time: on a busy machine a loop that samples
 * often is never idle; a parse on this thread holds it for as long as the parse takes.
 */
export async function withEventLoopWatched<T>(work: () => Promise<T>): Promise<{ result: T; heldMs: number }> {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  try {
    const result = await work();
    return { result, heldMs: delay.max / 1e6 };
  } finally {
    delay.disable();
  }
}
