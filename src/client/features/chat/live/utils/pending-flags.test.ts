import { describe, expect, it } from 'vitest';
import {
  anyPending,
  askedSides,
  awaitReplies,
  clearAllFlags,
  highestId,
  idleState,
  markSent,
  observeMessages,
  type PendingState,
} from '#client/features/chat/live/utils/pending-flags';
import type { Side } from '#shared/sides';

const message = (id: number, side: Side | null) => ({ id, side });
const both = [
  { side: 'a' as const, provider: 'openai' },
  { side: 'b' as const, provider: 'claude' },
];

describe('highestId', () => {
  it('is the largest id, or the floor with none', () => {
    expect(highestId([{ id: 3 }, { id: 9 }, { id: 4 }])).toBe(9);
    expect(highestId([])).toBe(0);
    expect(highestId([{ id: 2 }], 5)).toBe(5);
  });
});

describe('askedSides', () => {
  it("places SPEC's pair on its own sides, whatever the order", () => {
    expect(askedSides(['claude'], false)).toEqual([{ side: 'b', provider: 'claude' }]);
    expect(askedSides(['claude', 'openai'], false)).toEqual([
      { side: 'b', provider: 'claude' },
      { side: 'a', provider: 'openai' },
    ]);
  });

  it('places contestants in order, one connection on both sides too', () => {
    expect(askedSides(['openai', 'openai'], true)).toEqual([
      { side: 'a', provider: 'openai' },
      { side: 'b', provider: 'openai' },
    ]);
    expect(askedSides(['gemini'], true)).toEqual([{ side: 'a', provider: 'gemini' }]);
  });
});

describe('markSent', () => {
  it('marks every side asked pending, with its connection, and polls from the user message', () => {
    const state = markSent(idleState, both, 10);
    expect(state).toEqual({ pending: { a: 'openai', b: 'claude' }, lastSeenId: 10 });
    expect(anyPending(state.pending)).toBe(true);
  });

  it('never moves the last seen id backwards', () => {
    expect(markSent({ pending: {}, lastSeenId: 12 }, both, 10).lastSeenId).toBe(12);
  });

  it('clears a side whose reply is already known', () => {
    const known = [message(10, null), message(11, 'b')];
    const state = markSent(idleState, both, 10, known);
    expect(state).toEqual({ pending: { a: 'openai' }, lastSeenId: 11 });
  });

  it('ignores replies older than the user message', () => {
    const known = [message(4, 'a'), message(10, null)];
    expect(markSent(idleState, both.slice(0, 1), 10, known).pending).toEqual({ a: 'openai' });
  });
});

describe('observeMessages', () => {
  const waiting: PendingState = { pending: { a: 'openai', b: 'openai' }, lastSeenId: 10 };

  it('clears the flag of each side that replied, not the other side of the same connection', () => {
    const next = observeMessages(waiting, [message(11, 'a')]);
    expect(next).toEqual({ pending: { b: 'openai' }, lastSeenId: 11 });
    expect(anyPending(next.pending)).toBe(true);
  });

  it('turns typing off once every side replied', () => {
    const next = observeMessages(waiting, [message(12, 'b'), message(11, 'a')]);
    expect(anyPending(next.pending)).toBe(false);
    expect(next.lastSeenId).toBe(12);
  });

  it('leaves flags alone for a user message', () => {
    const next = observeMessages(waiting, [message(11, null)]);
    expect(next.pending).toEqual(waiting.pending);
    expect(next.lastSeenId).toBe(11);
  });

  it('ignores messages already seen', () => {
    expect(observeMessages(waiting, [message(9, 'a'), message(10, 'b')])).toBe(waiting);
  });
});

describe('clearAllFlags', () => {
  it('clears every flag and keeps the cursor', () => {
    const next = clearAllFlags({ pending: { a: 'openai', b: 'claude' }, lastSeenId: 7 });
    expect(next).toEqual({ pending: {}, lastSeenId: 7 });
    expect(anyPending(next.pending)).toBe(false);
  });
});

describe('awaitReplies', () => {
  it('marks the sides of lost replies pending and keeps the cursor', () => {
    const state = { pending: { a: 'openai' }, lastSeenId: 7 };
    expect(awaitReplies(state, [{ side: 'b', provider: 'claude' }])).toEqual({
      pending: { a: 'openai', b: 'claude' },
      lastSeenId: 7,
    });
    expect(awaitReplies(state, [])).toBe(state);
  });
});
