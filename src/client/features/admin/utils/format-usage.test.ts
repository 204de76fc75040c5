import { describe, expect, it } from 'vitest';
import { formatCost, formatCount, formatLatency } from '#client/features/admin/utils/format-usage';

describe('formatCount', () => {
  it('groups thousands', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(1234567)).toBe('1,234,567');
  });
});

describe('formatLatency', () => {
  it('shows milliseconds under a second and seconds above, and a dash for none', () => {
    expect(formatLatency(null)).toBe('—');
    expect(formatLatency(12.4)).toBe('12 ms');
    expect(formatLatency(999.4)).toBe('999 ms');
    expect(formatLatency(1500)).toBe('1.5 s');
  });
});

describe('formatCost', () => {
  it('marks a partial cost as a floor and an unknown one with a dash', () => {
    expect(formatCost({ usd: 1.234, partial: false })).toBe('$1.23');
    expect(formatCost({ usd: 1.234, partial: true })).toBe('≥ $1.23');
    expect(formatCost(null)).toBe('—');
  });
});
