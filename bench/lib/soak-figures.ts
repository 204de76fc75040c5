import type { Incarnation, Reading } from '#bench/lib/soak-cluster';
import type { SoakResult } from '#bench/lib/soak-result';
import type { Tally } from '#bench/lib/soak-tally';
import { type Percentiles, percentiles } from '#bench/lib/stats';

/** Memory is flat when the last minute's highest reading is within this of the reading at minute one. */
export const FLAT_GROWTH = 0.1;
export const LOOP_DELAY_P99_LIMIT_MS = 100;
/** Ordinary users' polls and sends, a hostile user beside them or not, outside the kill. */
export const ORDINARY_P99_LIMIT_MS = 250;
// A restarted process's first seconds: every client reconnects to it at once, and its caches are cold.
export const RESTART_SETTLE_MS = 10_000;

export interface AnswerFigures {
  all: Percentiles;
  /** Leaving out requests in flight from the kill until RESTART_SETTLE_MS after the restart. */
  outsideKill: Percentiles;
}

type KillTimes = Pick<SoakResult, 'kill' | 'loadStartedAt'>;

export function answerFigures(tally: Tally, { kill, loadStartedAt }: KillTimes): AnswerFigures {
  const from = loadStartedAt + kill.atS * 1000;
  const to = from + kill.downS * 1000 + RESTART_SETTLE_MS;
  const outside = tally.answers.filter((answer) => answer.startedAt + answer.ms < from || answer.startedAt > to);
  return {
    all: percentiles(tally.answers.map((answer) => answer.ms)),
    outsideKill: percentiles(outside.map((answer) => answer.ms)),
  };
}
const MINUTE_MS = 60_000;

export interface GrowthFigure {
  /** The first reading a minute or more after the load reached this process. */
  atMinuteOneBytes: number;
  lastMinuteMaxBytes: number;
  growth: number;
}

/** Each undefined when its readings span under two minutes of the process's load. */
export interface MemoryFigures {
  /** Every reading, collected or not: what the operating system saw. */
  rss: GrowthFigure | undefined;
  /** After a full garbage collection: what the process holds on to, the figure judged flat or not. */
  collectedRss: GrowthFigure | undefined;
  collectedHeap: GrowthFigure | undefined;
}

/**
 * Minute one against the last minute, for readings spanning at least two minutes from `origin`
 * (else the two overlap, and there is nothing to compare): undefined then.
 */
function growthFigure(readings: Reading[], origin: number): GrowthFigure | undefined {
  const last = readings.at(-1);
  const atMinuteOne = readings.find((reading) => reading.at - origin >= MINUTE_MS);
  if (!last || !atMinuteOne || last.at - origin < 2 * MINUTE_MS) return undefined;
  const lastMinute = readings.filter((reading) => reading.at >= last.at - MINUTE_MS);
  const lastMinuteMaxBytes = Math.max(...lastMinute.map((reading) => reading.bytes));
  return {
    atMinuteOneBytes: atMinuteOne.bytes,
    lastMinuteMaxBytes,
    growth: lastMinuteMaxBytes / atMinuteOne.bytes - 1,
  };
}

export function memoryFigures(incarnation: Incarnation, loadStartedAt: number): MemoryFigures {
  const origin = Math.max(incarnation.startedAt, loadStartedAt);
  return {
    rss: growthFigure(incarnation.rss, origin),
    collectedRss: growthFigure(incarnation.collectedRss, origin),
    collectedHeap: growthFigure(incarnation.collectedHeap, origin),
  };
}

/** The performance figures `--strict` holds the run to; otherwise only reported. */
export function performanceFailures(result: SoakResult): string[] {
  const { incarnations, loadStartedAt, polls, posts } = result;
  const failures: string[] = [];
  const ordinary = [
    ['polls', polls],
    ['POST /api/chat', posts],
  ] as const;
  for (const [what, tally] of ordinary) {
    const { p99 } = answerFigures(tally, result).outsideKill;
    if (p99 > ORDINARY_P99_LIMIT_MS) {
      failures.push(`${what}: p99 ${p99.toFixed(0)} ms outside the kill > ${ORDINARY_P99_LIMIT_MS} ms`);
    }
  }
  incarnations.forEach((incarnation, index) => {
    const p99 = incarnation.eventLoop?.p99Ms;
    if (p99 !== undefined && p99 > LOOP_DELAY_P99_LIMIT_MS) {
      failures.push(`process ${index + 1}: event-loop delay p99 ${p99.toFixed(1)} ms > ${LOOP_DELAY_P99_LIMIT_MS} ms`);
    }
    const growth = memoryFigures(incarnation, loadStartedAt).collectedRss?.growth;
    if (growth !== undefined && growth > FLAT_GROWTH) {
      failures.push(
        `process ${index + 1}: RSS after a full collection grew ${(growth * 100).toFixed(0)} % after minute one`,
      );
    }
  });
  return failures;
}
