import { describe, expect, it } from 'vitest';
import { formatUsd } from '#client/lib/format-usd';

describe('formatUsd', () => {
  it('keeps two significant figures below a dime, without trailing zeros, and cents above', () => {
    expect([0.0042, 0.0002, 0.0008425, 0.04249, 0.0999, 0.31, 1.256, 1234.567, 0, 0.00001].map(formatUsd)).toEqual([
      '$0.0042',
      '$0.0002',
      '$0.00084',
      '$0.042',
      '$0.10',
      '$0.31',
      '$1.26',
      '$1,234.57',
      '$0.00',
      '< $0.0001',
    ]);
  });
});
