import { describe, expect, it } from 'vitest';
import {
  asFetched,
  fetchStarted,
  mergeHeard,
  mergeMessages,
  updateCachedMessages,
} from '#client/features/chat/history/utils/merge-messages';
import { newestPageRange, pageRange } from '#client/features/chat/history/utils/message-pages';
import { buildMessage } from '#client/testing/build-message';
import type { Message } from '#shared/api/messages';

const message = (id: number, fields: Partial<Message> = {}): Message => buildMessage({ id, ...fields });

describe('mergeMessages', () => {
  it('adds new messages in id order, once each, the newer copy winning', () => {
    const existing = [message(1), message(3)];
    const merged = mergeMessages(existing, [message(4), message(2), message(3, { content: 'edited' })]);
    expect(merged.map((item) => item.id)).toEqual([1, 2, 3, 4]);
    expect(merged[2]?.content).toBe('edited');
    expect(mergeMessages(existing, [])).toBe(existing);
  });

  it('makes the other versions of a reply not shown when a version comes in shown', () => {
    const first = message(2, { sender: 'openai', replyTo: 1 });
    const claude = message(3, { sender: 'claude', replyTo: 1 });
    const merged = mergeMessages([message(1), first, claude], [message(4, { sender: 'openai', replyTo: 1 })]);
    expect(merged.map((item) => [item.id, item.active])).toEqual([
      [1, true],
      [2, false],
      [3, true],
      [4, true],
    ]);
    // A version coming in not shown changes nothing else.
    const hidden = mergeMessages([message(1), first], [message(4, { sender: 'openai', replyTo: 1, active: false })]);
    expect(hidden.map((item) => item.active)).toEqual([true, true, false]);
  });
});

describe('updateCachedMessages', () => {
  it('replaces the cache with a fetched list: what the server removed goes', () => {
    const cached = [message(1), message(2, { sender: 'openai', replyTo: 1 }), message(3), message(4)];
    const fetched = asFetched([message(1, { content: 'edited' })], fetchStarted());
    expect(updateCachedMessages(cached, fetched)).toEqual([message(1, { content: 'edited' })]);
  });

  it('keeps what live events brought after the fetch set out, their copies winning', () => {
    const startedAt = fetchStarted();
    const reply = message(5, { sender: 'openai', replyTo: 1 });
    const chosen = message(2, { sender: 'openai', replyTo: 4 });
    const cached = mergeHeard(
      [message(1), message(2, { sender: 'openai', replyTo: 4, active: false })],
      [reply, chosen],
    );
    const fetched = asFetched(
      [message(1), message(2, { sender: 'openai', replyTo: 4, active: false }), message(3)],
      startedAt,
    );
    const updated = updateCachedMessages(cached, fetched);
    expect(updated.map((item) => [item.id, item.active])).toEqual([
      [1, true],
      [2, true],
      [3, true],
      [5, true],
    ]);
    // A fetch that set out later knows them: it is taken as is.
    const later = asFetched([message(1)], fetchStarted());
    expect(updateCachedMessages(updated, later)).toEqual([message(1)]);
  });

  it('merges anything else written to the cache', () => {
    const cached = [message(1), message(2)];
    expect(updateCachedMessages(cached, [message(3)]).map((item) => item.id)).toEqual([1, 2, 3]);
  });
});

// Turns 1, 3 and 5, each with a reply.
const threeTurns = [
  message(1),
  message(2, { sender: 'openai', replyTo: 1 }),
  message(3),
  message(4, { sender: 'openai', replyTo: 3 }),
  message(5),
  message(6, { sender: 'openai', replyTo: 5 }),
];

describe('updateCachedMessages with pages', () => {
  // Turns 1, 3 and 5, each with a reply; 7 a later version of turn 1's reply.
  const cached = threeTurns;
  const ids = (messages: Message[]) => messages.map((item) => item.id);

  it('keeps the older pages when the newest is read again, replacing only its own turns', () => {
    // An edit of message 3 removed everything after it and asked again: the newest page says so.
    const newest = asFetched(
      [message(3, { content: 'edited' }), message(8, { sender: 'openai', replyTo: 3 })],
      fetchStarted(),
      pageRange(3),
    );
    const updated = updateCachedMessages(cached, newest);
    expect(ids(updated)).toEqual([1, 2, 3, 8]);
    expect(updated[2]?.content).toBe('edited');
  });

  it('adds an older page before the turns loaded, with a later version of its turn', () => {
    const loaded = cached.filter((item) => item.id >= 3);
    const older = asFetched(
      [
        message(1),
        message(2, { sender: 'openai', replyTo: 1, active: false }),
        message(7, { sender: 'openai', replyTo: 1 }),
      ],
      fetchStarted(),
      pageRange(null, 3),
    );
    const updated = updateCachedMessages(loaded, older);
    expect(ids(updated)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    // Written again (as a cache write is), the merged list stays as it is.
    expect(updateCachedMessages(cached, updated)).toBe(updated);
  });

  it('drops what is cached before a newest page that leaves a gap after it', () => {
    const newest = asFetched(
      [message(20), message(21, { sender: 'openai', replyTo: 20 })],
      fetchStarted(),
      pageRange(20),
    );
    expect(ids(updateCachedMessages(cached, newest))).toEqual([20, 21]);
  });

  it('keeps what was heard after the page set out, in its turns too', () => {
    const startedAt = fetchStarted();
    const heard = mergeHeard(cached, [message(9, { sender: 'claude', replyTo: 5 })]);
    const newest = asFetched([message(5), message(6, { sender: 'openai', replyTo: 5 })], startedAt, pageRange(5));
    expect(ids(updateCachedMessages(heard, newest))).toEqual([1, 2, 3, 4, 5, 6, 9]);
  });
});

describe('branches (decision 055)', () => {
  // Turns 1 and 3 on the branch shown; 3 was then edited as 9, which heads a branch of its own.
  const shown = threeTurns;
  const edited = message(9, { content: 'edited', branchIds: [3, 9] });
  const ids = (messages: Message[]) => messages.map((item) => item.id);

  it('drops the branch left when a question heard has another version cached', () => {
    expect(ids(mergeHeard(shown, [edited]))).toEqual([1, 2, 9]);
    // Heard again (a snapshot), with its reply heard since: nothing goes.
    const reply = message(10, { sender: 'openai', replyTo: 9 });
    const later = mergeHeard(mergeHeard(shown, [edited]), [reply]);
    expect(ids(mergeHeard(later, [edited]))).toEqual([1, 2, 9, 10]);
  });

  it('leaves out a reply heard to a question off the branch shown', () => {
    // Back on question 3's branch while the edit's reply to 9 was still being written: it is stored.
    const back = [...shown.slice(0, 2), message(3, { branchIds: [3, 9] }), ...shown.slice(3)];
    expect(ids(mergeHeard(back, [message(10, { sender: 'openai', replyTo: 9 })]))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(ids(mergeHeard(back, [message(11, { sender: 'claude', replyTo: 5 })]))).toEqual([1, 2, 3, 4, 5, 6, 11]);
    // On 9's branch, a reply to 5 (after 3 on the branch set aside) stored after the edit.
    const onEdited = mergeHeard(shown, [edited]);
    expect(ids(mergeHeard(onEdited, [message(12, { sender: 'claude', replyTo: 5 })]))).toEqual([1, 2, 9]);
    // A reply to a question newer than all cached is a send's: its question is on its way.
    expect(ids(mergeHeard(onEdited, [message(14, { sender: 'claude', replyTo: 13 })]))).toEqual([1, 2, 9, 14]);
  });

  it('lets a newest page replace every turn from the first version of a question it holds', () => {
    // The branch left went on after the edit (shown again meanwhile): question 12 and its reply.
    const cached = [...shown, message(12), message(13, { sender: 'openai', replyTo: 12 })];
    // A page of the edited question's turn alone: it starts after the branch left began.
    const page = { messages: [edited, message(10, { sender: 'openai', replyTo: 9 })], olderCursor: 9 };
    const newest = asFetched(page.messages, fetchStarted(), newestPageRange(page));
    expect(ids(updateCachedMessages(cached, newest))).toEqual([1, 2, 9, 10]);
    // Its own turns alone would leave the branch left's first turns on screen.
    const narrow = asFetched(page.messages, fetchStarted(), pageRange(page.olderCursor));
    expect(ids(updateCachedMessages(cached, narrow))).toEqual([1, 2, 3, 4, 5, 6, 9, 10]);
  });
});
