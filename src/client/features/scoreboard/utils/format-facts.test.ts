import { describe, expect, it } from 'vitest';
import { formatCostPerAnswer, formatFirstToken } from '#client/features/scoreboard/utils/format-facts';

describe('formatFirstToken', () => {
  it('writes milliseconds below a second and seconds from one, a dash when unknown', () => {
    expect(formatFirstToken(849.6)).toBe('850 ms');
    expect(formatFirstToken(999.7)).toBe('1.0 s');
    expect(formatFirstToken(1234)).toBe('1.2 s');
    expect(formatFirstToken(null)).toBe('—');
  });
});

describe('formatCostPerAnswer', () => {
  it('keeps the precision of small sums, a dash when unknown', () => {
    expect(formatCostPerAnswer(0.00213)).toBe('$0.0021');
    expect(formatCostPerAnswer(0.5)).toBe('$0.50');
    expect(formatCostPerAnswer(null)).toBe('—');
  });
});
