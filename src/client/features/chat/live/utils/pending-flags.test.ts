import { describe, expect, it } from 'vitest';
import {
  anyPending,
  awaitReplies,
  clearAllFlags,
  highestId,
  idleState,
  markSent,
  observeMessages,
  type PendingState,
  respondingMap,
} from '#client/features/chat/live/utils/pending-flags';
import type { Sender } from '#shared/api/messages';

const message = (id: number, sender: Sender) => ({ id, sender });

describe('highestId', () => {
  it('is the largest id, or the floor with none', () => {
    expect(highestId([{ id: 3 }, { id: 9 }, { id: 4 }])).toBe(9);
    expect(highestId([])).toBe(0);
    expect(highestId([{ id: 2 }], 5)).toBe(5);
  });
});

describe('markSent', () => {
  it('marks every queried provider pending and polls from the user message', () => {
    const state = markSent(idleState, ['openai', 'claude'], 10);
    expect(state).toEqual({ pending: { openai: true, claude: true }, lastSeenId: 10 });
    expect(anyPending(state.pending)).toBe(true);
  });

  it('never moves the last seen id backwards', () => {
    expect(markSent({ pending: {}, lastSeenId: 12 }, ['openai'], 10).lastSeenId).toBe(12);
  });

  it('clears a provider whose reply is already known', () => {
    const known = [message(10, 'user'), message(11, 'claude')];
    const state = markSent(idleState, ['openai', 'claude'], 10, known);
    expect(state).toEqual({ pending: { openai: true, claude: false }, lastSeenId: 11 });
  });

  it('ignores replies older than the user message', () => {
    const known = [message(4, 'openai'), message(10, 'user')];
    expect(markSent(idleState, ['openai'], 10, known).pending).toEqual({ openai: true });
  });
});

describe('observeMessages', () => {
  const waiting: PendingState = { pending: { openai: true, claude: true }, lastSeenId: 10 };

  it('clears the flag of each provider that replied and moves the cursor', () => {
    const next = observeMessages(waiting, [message(11, 'openai')]);
    expect(next).toEqual({ pending: { openai: false, claude: true }, lastSeenId: 11 });
    expect(anyPending(next.pending)).toBe(true);
  });

  it('turns typing off once every provider replied', () => {
    const next = observeMessages(waiting, [message(12, 'claude'), message(11, 'openai')]);
    expect(anyPending(next.pending)).toBe(false);
    expect(next.lastSeenId).toBe(12);
  });

  it('leaves flags alone for a message from any other sender', () => {
    const next = observeMessages(waiting, [message(11, 'user')]);
    expect(next.pending).toEqual(waiting.pending);
    expect(next.lastSeenId).toBe(11);
  });

  it('ignores messages already seen', () => {
    expect(observeMessages(waiting, [message(9, 'openai'), message(10, 'claude')])).toBe(waiting);
  });
});

describe('clearAllFlags', () => {
  it('clears every flag and keeps the cursor', () => {
    const next = clearAllFlags({ pending: { openai: true, claude: true }, lastSeenId: 7 });
    expect(next).toEqual({ pending: {}, lastSeenId: 7 });
    expect(anyPending(next.pending)).toBe(false);
  });
});

describe('respondingMap', () => {
  it('names every provider', () => {
    expect(respondingMap({})).toEqual({ openai: false, claude: false });
    expect(respondingMap({ claude: true })).toEqual({ openai: false, claude: true });
  });
});

describe('awaitReplies', () => {
  it('marks the providers of lost replies pending and keeps the cursor', () => {
    const state = { pending: { openai: false }, lastSeenId: 7 };
    expect(awaitReplies(state, ['claude'])).toEqual({ pending: { openai: false, claude: true }, lastSeenId: 7 });
    expect(awaitReplies(state, [])).toBe(state);
  });
});
