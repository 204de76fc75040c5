import { formatUsd } from '#client/lib/format-usd';
import type { UsageCost } from '#shared/api/admin-usage';

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

/** An estimated cost: "≥" when some models had no known price, a dash when none had. */
export function formatCost(cost: UsageCost): string {
  if (cost === null) return '—';
  return cost.partial ? `≥ ${formatUsd(cost.usd)}` : formatUsd(cost.usd);
}
