import { describe, expect, it } from 'vitest';
import { retryDelay } from '#client/features/chat/live/utils/live-supervisor';

describe('retryDelay', () => {
  it('waits 30 s after the first failure, doubling up to 5 minutes', () => {
    expect([1, 2, 3, 4, 5, 6, 20].map(retryDelay)).toEqual([
      30_000, 60_000, 120_000, 240_000, 300_000, 300_000, 300_000,
    ]);
  });
});
