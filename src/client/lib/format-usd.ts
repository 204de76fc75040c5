const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** $0.0002, $0.042, $0.31, $1,234.57: two significant figures below a dime, cents above. */
export function formatUsd(usd: number): string {
  if (usd === 0) return '$0.00';
  if (usd < 0.0001) return '< $0.0001';
  const short = Number(usd.toPrecision(2));
  return short < 0.1 ? `$${short}` : dollars.format(usd);
}
