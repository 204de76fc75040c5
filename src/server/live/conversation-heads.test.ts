import { describe, expect, it } from 'vitest';
import { type ConversationHead, ConversationHeads } from '#server/live/conversation-heads';

function deferred() {
  let resolve!: (head: ConversationHead | undefined) => void;
  const promise = new Promise<ConversationHead | undefined>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('ConversationHeads', () => {
  it('keeps a message heard while the head was being read, which the read may have missed', async () => {
    const read = deferred();
    const heads = new ConversationHeads(() => read.promise);
    heads.trust(true);
    const loading = heads.get(9);
    heads.saw(9, 12);
    read.resolve({ userId: 1, lastMessageId: 10 });
    expect(await loading).toEqual({ userId: 1, lastMessageId: 12 });
    expect(heads.peek(9)).toEqual({ userId: 1, lastMessageId: 12 });
    heads.saw(9, 11);
    expect(heads.peek(9)?.lastMessageId).toBe(12);
  });

  it('keeps nothing while events may be missed, and forgets what it had when they might have been', async () => {
    let reads = 0;
    const heads = new ConversationHeads(async () => ({ userId: 1, lastMessageId: ++reads }));
    expect(await heads.get(9)).toEqual({ userId: 1, lastMessageId: 1 });
    expect(heads.peek(9)).toBeUndefined();
    heads.trust(true);
    await heads.get(9);
    expect(heads.peek(9)).toEqual({ userId: 1, lastMessageId: 2 });
    heads.trust(false);
    expect(heads.peek(9)).toBeUndefined();
  });

  it('does not keep a read that a change of trust overtook', async () => {
    const read = deferred();
    const heads = new ConversationHeads(() => read.promise);
    heads.trust(true);
    const loading = heads.get(9);
    heads.trust(true);
    read.resolve({ userId: 1, lastMessageId: 3 });
    expect(await loading).toEqual({ userId: 1, lastMessageId: 3 });
    expect(heads.peek(9)).toBeUndefined();
  });
});
