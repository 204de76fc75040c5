/** The normal quantile of a two-sided 95 % interval. */
const Z = 1.959963984540054;

/**
 * The 95 % Wilson score interval of a proportion, `successes` of `trials` (decision 042): unlike the
 * normal approximation it stays within 0–1 and is honest for the few votes a person casts. Null
 * with no trials.
 */
export function wilsonInterval(successes: number, trials: number): { low: number; high: number } | null {
  if (trials === 0) return null;
  const rate = successes / trials;
  const z2 = Z * Z;
  const scale = 1 + z2 / trials;
  const centre = (rate + z2 / (2 * trials)) / scale;
  const half = (Z * Math.sqrt((rate * (1 - rate)) / trials + z2 / (4 * trials * trials))) / scale;
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}
