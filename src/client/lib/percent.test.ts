import { describe, expect, it } from 'vitest';
import { percent, percentRange } from '#client/lib/percent';

describe('percent', () => {
  it('rounds to whole percents', () => {
    expect(percent(0.625)).toBe('63%');
    expect(percent(0)).toBe('0%');
    expect(percentRange(0.4821, 0.7549)).toBe('48%–75%');
  });
});
