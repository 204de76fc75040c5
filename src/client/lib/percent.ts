/** 0.62 → "62%": whole percents, as the scoreboards write every share. */
export function percent(share: number): string {
  return `${Math.round(share * 100)}%`;
}

/** An interval of shares, 0.48 and 0.75 → "48%–75%". */
export function percentRange(low: number, high: number): string {
  return `${percent(low)}–${percent(high)}`;
}
