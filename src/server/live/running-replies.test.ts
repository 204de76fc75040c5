import { describe, expect, it } from 'vitest';
import type { DeltaEvent } from '#server/live/bus-events';
import { RunningReplies } from '#server/live/running-replies';

const identity = {
  jobId: 7,
  conversationId: 3,
  provider: 'openai',
  side: 'a' as const,
  model: 'gpt-4o',
  userMessageId: 5,
};
const delta = (generation: number, offset: number, text: string): DeltaEvent => ({
  type: 'delta',
  ...identity,
  generation,
  offset,
  text,
});

describe('RunningReplies', () => {
  it('appends pieces in order and tells only what is new', () => {
    const replies = new RunningReplies();
    expect(replies.applyDelta(delta(1, 0, 'Hello'))).toEqual({ offset: 0, text: 'Hello' });
    expect(replies.applyDelta(delta(1, 5, ', world'))).toEqual({ offset: 5, text: ', world' });
    // A piece heard twice (sent again after a reconnect) changes nothing…
    expect(replies.applyDelta(delta(1, 5, ', world'))).toBeNull();
    // …and one that overlaps adds only its new end.
    expect(replies.applyDelta(delta(1, 7, 'world!'))).toEqual({ offset: 12, text: '!' });
    expect(replies.get(7)?.text).toBe('Hello, world!');
  });

  it('starts again from nothing when a retried call brings a newer generation, and ignores older ones', () => {
    const replies = new RunningReplies();
    replies.applyDelta(delta(1, 0, 'A failed attempt'));
    expect(replies.applyDelta(delta(2, 0, 'Fresh'))).toEqual({ offset: 0, text: 'Fresh' });
    expect(replies.applyDelta(delta(1, 16, ' late piece'))).toBeNull();
    expect(replies.get(7)?.text).toBe('Fresh');
  });

  it('keeps text heard past a hole aside until the saved text fills it', () => {
    const replies = new RunningReplies();
    replies.applyDelta(delta(1, 0, 'One '));
    expect(replies.applyDelta(delta(1, 8, 'three '))).toBeNull();
    expect(replies.applyDelta(delta(1, 14, 'four'))).toBeNull();
    expect(replies.hasHole(7)).toBe(true);
    // Saved before the hole's end: it helps, but the hole stays.
    expect(replies.adopt(identity, 1, 'One tw')).toEqual({ offset: 4, text: 'tw' });
    expect(replies.hasHole(7)).toBe(true);
    expect(replies.adopt(identity, 1, 'One two three')).toEqual({ offset: 6, text: 'o three four' });
    expect(replies.hasHole(7)).toBe(false);
    expect(replies.get(7)?.text).toBe('One two three four');
  });

  it('takes a reply it never heard of from its saved text, and never revives a finished one', () => {
    const replies = new RunningReplies();
    expect(replies.adopt(identity, 3, 'Saved so far')).toEqual({ offset: 0, text: 'Saved so far' });
    expect(replies.inConversation(3).map((reply) => reply.jobId)).toEqual([7]);
    replies.finish(7);
    expect(replies.applyDelta(delta(3, 12, ' more'))).toBeNull();
    expect(replies.adopt(identity, 3, 'Saved so far, more')).toBeNull();
    expect(replies.inConversation(3)).toEqual([]);
  });
});
