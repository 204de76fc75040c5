import { describe, expect, it } from 'vitest';
import { changedSettings } from '#client/features/admin/utils/changed-settings';

const pair = { a: { provider: 'openai', model: 'gpt-4o' }, b: { provider: 'claude', model: 'claude-3-haiku' } };

describe('changedSettings', () => {
  it('keeps only what differs from what is saved, a reset to the default (null) included', () => {
    expect(
      changedSettings({ passwordSignUp: null, googleSignUp: false }, { passwordSignUp: false, googleSignUp: false }),
    ).toEqual({ passwordSignUp: false });
    expect(changedSettings({ chatRequestsPerMinute: 30 }, { chatRequestsPerMinute: null })).toEqual({
      chatRequestsPerMinute: null,
    });
  });

  it('compares a pair by what it holds, not by which object it is', () => {
    expect(changedSettings({ startingPair: pair }, { startingPair: structuredClone(pair) })).toEqual({});
    const other = { ...pair, b: { provider: 'gemini', model: 'gemini-2.5-pro' } };
    expect(changedSettings({ startingPair: pair }, { startingPair: other })).toEqual({ startingPair: other });
  });
});
