export interface Percentiles {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

/** Nearest-rank percentiles of a small sample (with 30 values, p99 is the largest). */
export function percentiles(values: number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
  return {
    count: sorted.length,
    p50: rank(50) ?? Number.NaN,
    p99: rank(99) ?? Number.NaN,
    max: sorted.at(-1) ?? Number.NaN,
  };
}
