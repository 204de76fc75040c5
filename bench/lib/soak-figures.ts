import type { Incarnation } from '#bench/lib/soak-cluster';

/** RSS is flat when the last minute's highest reading is within this of the reading at minute one. */
export const FLAT_RSS_GROWTH = 0.1;
export const LOOP_DELAY_P99_LIMIT_MS = 100;
const MINUTE_MS = 60_000;

export interface RssFigure {
  /** The first reading a minute or more after the load reached this process. */
  atMinuteOneBytes: number;
  lastMinuteMaxBytes: number;
  growth: number;
}

/**
 * Minute one against the last minute, for a process that saw at least two minutes of load (else
 * the two overlap, and there is nothing to compare): undefined then.
 */
export function rssFigure(incarnation: Incarnation, loadStartedAt: number): RssFigure | undefined {
  const origin = Math.max(incarnation.startedAt, loadStartedAt);
  const last = incarnation.rss.at(-1);
  const atMinuteOne = incarnation.rss.find((sample) => sample.at - origin >= MINUTE_MS);
  if (!last || !atMinuteOne || last.at - origin < 2 * MINUTE_MS) return undefined;
  const lastMinute = incarnation.rss.filter((sample) => sample.at >= last.at - MINUTE_MS);
  const lastMinuteMaxBytes = Math.max(...lastMinute.map((sample) => sample.bytes));
  return {
    atMinuteOneBytes: atMinuteOne.bytes,
    lastMinuteMaxBytes,
    growth: lastMinuteMaxBytes / atMinuteOne.bytes - 1,
  };
}

/** The performance figures `--strict` holds the run to; otherwise only reported. */
export function performanceFailures(incarnations: Incarnation[], loadStartedAt: number): string[] {
  const failures: string[] = [];
  incarnations.forEach((incarnation, index) => {
    const p99 = incarnation.eventLoop?.p99Ms;
    if (p99 !== undefined && p99 > LOOP_DELAY_P99_LIMIT_MS) {
      failures.push(`process ${index + 1}: event-loop delay p99 ${p99.toFixed(1)} ms > ${LOOP_DELAY_P99_LIMIT_MS} ms`);
    }
    const rss = rssFigure(incarnation, loadStartedAt);
    if (rss && rss.growth > FLAT_RSS_GROWTH) {
      failures.push(`process ${index + 1}: RSS grew ${(rss.growth * 100).toFixed(0)} % after minute one`);
    }
  });
  return failures;
}
