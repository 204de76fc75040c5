import { describe, expect, it } from 'vitest';
import { formatTemperature } from '#client/lib/format-temperature';

describe('formatTemperature', () => {
  it('shows one decimal, hiding floating-point noise', () => {
    expect(formatTemperature(0.30000000000000004)).toBe('0.3');
    expect(formatTemperature(1)).toBe('1.0');
  });
});
