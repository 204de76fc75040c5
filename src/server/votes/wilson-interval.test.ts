import { describe, expect, it } from 'vitest';
import { wilsonInterval } from '#server/votes/wilson-interval';

// Values worked out by hand from the formula (centre ± half, over 1 + z²/n, z = 1.96).
describe('wilsonInterval', () => {
  it('gives the 95 % score interval', () => {
    const eight = wilsonInterval(8, 10);
    expect(eight?.low).toBeCloseTo(0.4902, 4);
    expect(eight?.high).toBeCloseTo(0.9433, 4);
    const nine = wilsonInterval(9, 10);
    expect(nine?.low).toBeCloseTo(0.5958, 4);
    expect(nine?.high).toBeCloseTo(0.9821, 4);
  });

  it('stays within 0 and 1 at the ends, and is null with no trials', () => {
    const none = wilsonInterval(0, 3);
    expect(none?.low).toBeCloseTo(0, 12);
    expect(none?.high).toBeCloseTo(0.5615, 4);
    expect(wilsonInterval(3, 3)?.high).toBeCloseTo(1, 12);
    expect(wilsonInterval(0, 0)).toBeNull();
  });
});
