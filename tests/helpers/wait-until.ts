import { setTimeout as sleep } from 'node:timers/promises';

/** Polls until `check` holds (e.g. a fake has received a request), failing with `what` after the timeout. */
export async function waitUntil(
  check: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await sleep(25);
  }
}
