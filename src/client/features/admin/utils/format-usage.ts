const countFormat = new Intl.NumberFormat('en-US');

/** Whole numbers with thousands separators: 12,345. */
export function formatCount(value: number): string {
  return countFormat.format(value);
}

/** A mean call time: milliseconds under a second, else seconds with one decimal; none is a dash. */
export function formatLatency(ms: number | null): string {
  if (ms === null) return '—';
  if (ms < 1000) return `${Math.round(ms)} ms`;
  return `${(ms / 1000).toFixed(1)} s`;
}
