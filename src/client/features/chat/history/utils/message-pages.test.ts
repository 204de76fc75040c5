import { describe, expect, it } from 'vitest';
import {
  cursorAfterNewest,
  inRange,
  leavesGap,
  loadedHistory,
  newestPageRange,
  pageRange,
  turnOf,
} from '#client/features/chat/history/utils/message-pages';
import { stored } from '#client/testing/chat/render-conversation';

// Turns 10, 20 and 30: each a question and a reply naming it; 35 an old reply placed by its id;
// 40 a later version of turn 10's reply.
const history = [
  stored(10),
  stored(11, { sender: 'openai', replyTo: 10 }),
  stored(20),
  stored(21, { sender: 'openai', replyTo: 20 }),
  stored(30),
  stored(35, { sender: 'claude', replyTo: null }),
  stored(40, { sender: 'openai', replyTo: 10 }),
];
const ids = (messages: { id: number }[]) => messages.map((message) => message.id);

describe('turnOf', () => {
  it('is the user message a reply names, else the message itself', () => {
    expect(history.map(turnOf)).toEqual([10, 10, 20, 20, 30, 35, 10]);
  });
});

describe('pageRange and inRange', () => {
  it('covers the turns from the older cursor up to the one it was read before', () => {
    const older = pageRange(20, 30);
    expect(ids(history.filter((message) => inRange(older, message)))).toEqual([20, 21]);
    const newest = pageRange(20);
    expect(ids(history.filter((message) => inRange(newest, message)))).toEqual([20, 21, 30, 35]);
    const first = pageRange(null, 20);
    expect(ids(history.filter((message) => inRange(first, message)))).toEqual([10, 11, 40]);
  });
});

describe('leavesGap', () => {
  it('is true of a newest page that starts after every question cached', () => {
    expect(leavesGap(history, pageRange(30))).toBe(false);
    expect(leavesGap(history, pageRange(31))).toBe(true);
    expect(leavesGap([], pageRange(31))).toBe(true);
    // A page reaching the start, or an older page, joins whatever is there.
    expect(leavesGap(history, pageRange(null))).toBe(false);
    expect(leavesGap(history, pageRange(50, 60))).toBe(false);
  });
});

describe('newestPageRange', () => {
  it('is the page’s turns, reaching back to the first version of an edited question it holds', () => {
    expect(newestPageRange({ messages: history, olderCursor: 20 })).toEqual(pageRange(20));
    const edited = [stored(50, { branchIds: [20, 50] }), stored(51, { sender: 'openai', replyTo: 50 })];
    expect(newestPageRange({ messages: edited, olderCursor: 50 })).toEqual(pageRange(20));
    expect(newestPageRange({ messages: edited, olderCursor: null })).toEqual(pageRange(null));
  });
});

describe('cursorAfterNewest', () => {
  it('takes the page’s cursor at first, or when the page leaves a gap', () => {
    expect(cursorAfterNewest(undefined, undefined, 20)).toBe(20);
    expect(cursorAfterNewest(10, history, 60)).toBe(60);
  });

  it('keeps how far back the person has read, unless the page starts further back', () => {
    expect(cursorAfterNewest(10, history, 20)).toBe(10);
    expect(cursorAfterNewest(20, history, 10)).toBe(10);
    expect(cursorAfterNewest(null, history, 20)).toBeNull();
  });

  it('is null once a page reaches the start', () => {
    expect(cursorAfterNewest(20, history, null)).toBeNull();
  });

  it('sees no gap where the page replaces more than its turns (a branch left after what is cached)', () => {
    expect(cursorAfterNewest(10, history, 60, pageRange(20))).toBe(10);
  });
});

describe('loadedHistory', () => {
  it('leaves out a version of a turn older than those loaded, until its page is read', () => {
    const loaded = history.filter((message) => message.id >= 20);
    expect(ids(loadedHistory(loaded, 20))).toEqual([20, 21, 30, 35]);
    expect(loadedHistory(history, 10)).toBe(history);
    expect(loadedHistory(history, null)).toBe(history);
    expect(loadedHistory(history, undefined)).toBe(history);
  });
});
