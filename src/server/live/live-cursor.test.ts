import { describe, expect, it } from 'vitest';
import { cursorAfter, encodeCursor, parseCursor } from '#server/live/live-cursor';

describe('live cursor', () => {
  it('round-trips a message id and the replies in progress', () => {
    const cursor = cursorAfter(42);
    cursor.replies.set(17, { generation: 33, length: 120 });
    cursor.replies.set(18, { generation: 17, length: 0 });
    expect(encodeCursor(cursor)).toBe('42_17.33.120_18.17.0');
    expect(parseCursor('42_17.33.120_18.17.0')).toEqual(cursor);
    expect(parseCursor('0')).toEqual(cursorAfter(0));
  });

  it('refuses anything it did not write, so that a forged id resumes from ?after instead', () => {
    for (const forged of ['', 'abc', '-1', '1_', '1_2.3', '1_0.1.1', '99999999999', '1 2', `1${'_1.1.1'.repeat(17)}`]) {
      expect(parseCursor(forged), forged).toBeUndefined();
    }
    expect(parseCursor(undefined)).toBeUndefined();
  });
});
