import type { LoadResult } from '#bench/lib/load';

/** Milliseconds with about three significant digits: 0.022, 3.31, 62.7. */
export function ms(value: number): string {
  if (!Number.isFinite(value)) return '—';
  return value < 1 ? value.toFixed(3) : value < 10 ? value.toFixed(2) : value.toFixed(1);
}
export const rps = (value: number) => Math.round(value).toLocaleString('en');
export const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
export const kb = (bytes: number) => (bytes / 1000).toFixed(1);
export const pct = (value: number) => `${Math.round(value)} %`;

/** "0.42×", "0.0017×", "167×": how many times the baseline's figure, never rounded to zero. */
export function ratio(value: number, baseline: number | undefined): string {
  if (!baseline || !Number.isFinite(value) || !Number.isFinite(baseline)) return '—';
  const quotient = value / baseline;
  if (quotient >= 10) return `${quotient.toFixed(0)}×`;
  if (quotient >= 0.1) return `${quotient.toFixed(2)}×`;
  return `${quotient.toPrecision(2)}×`;
}

export function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** "0", or "12 (3 timeouts, 9 non-2xx)": errors of a load, and what they were. */
export function loadErrors({ errors, timeouts, non2xx }: Pick<LoadResult, 'errors' | 'timeouts' | 'non2xx'>): string {
  if (errors === 0) return '0';
  const parts = [timeouts ? `${timeouts} timeouts` : '', non2xx ? `${non2xx} non-2xx` : ''].filter(Boolean);
  return parts.length > 0 ? `${errors} (${parts.join(', ')})` : String(errors);
}
