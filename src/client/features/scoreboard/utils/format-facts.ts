import { formatUsd } from '#client/lib/format-usd';

/** Unknown facts (no answer reported a time, a model without a price) show as a dash. */
const UNKNOWN = '—';

/** A median time to first token: "850 ms" below a second, "1.2 s" from one. */
export function formatFirstToken(ms: number | null): string {
  if (ms === null) return UNKNOWN;
  return Math.round(ms) < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/** A mean cost per answer, with the precision small sums need ("$0.0021"). */
export function formatCostPerAnswer(usd: number | null): string {
  return usd === null ? UNKNOWN : formatUsd(usd);
}
