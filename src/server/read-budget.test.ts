import { describe, expect, it } from 'vitest';
import { boundedPageStart, countThatFit, type PageEntry } from '#server/read-budget';

const budget = { maxMessages: 4, maxBytes: 100 };
const user = (id: number, bytes = 1): PageEntry => ({ id, replyTo: null, sender: 'user', bytes });
const reply = (id: number, replyTo: number | null, bytes = 1): PageEntry => ({ id, replyTo, sender: 'openai', bytes });

describe('countThatFit', () => {
  it('counts from the first while the messages and their bytes fit, the first always', () => {
    expect(countThatFit([{ bytes: 60 }, { bytes: 40 }, { bytes: 1 }], budget)).toBe(2);
    expect(countThatFit([{ bytes: 500 }, { bytes: 1 }], budget)).toBe(1);
    expect(
      countThatFit(
        Array.from({ length: 9 }, () => ({ bytes: 1 })),
        budget,
      ),
    ).toBe(4);
    expect(countThatFit([], budget)).toBe(0);
  });
});

describe('boundedPageStart', () => {
  it('keeps the start asked for when every turn fits', () => {
    expect(boundedPageStart([reply(4, 3), user(3), user(1)], 1, budget)).toBe(1);
    expect(boundedPageStart([user(3), reply(2, null), user(1), reply(0, null)], null, budget)).toBe(null);
  });

  it('starts at the oldest whole turn that fits, by bytes or by count', () => {
    expect(boundedPageStart([reply(6, 5, 50), user(5), reply(4, 3, 50), user(3), user(1)], 1, budget)).toBe(5);
    expect(boundedPageStart([reply(6, 5), user(5), reply(4, 3), reply(9, 3), user(3)], 3, budget)).toBe(5);
  });

  it('keeps the newest turn whatever its size', () => {
    expect(boundedPageStart([reply(6, 5, 500), user(5), user(3)], 3, budget)).toBe(5);
  });

  it('weighs an old reply without reply_to with the user message before it', () => {
    // Reply 4 (no reply_to) belongs to user 3: the two together pass the budget.
    expect(boundedPageStart([user(5), reply(4, null, 99), user(3), user(1)], 1, budget)).toBe(5);
  });

  it('leaves replies ahead of any user message to the next page when they do not fit', () => {
    expect(boundedPageStart([user(5), user(3), reply(2, null, 99)], null, budget)).toBe(3);
  });

  it('stops at the last whole turn read when the scan was cut, or at the key of a turn larger than it', () => {
    const cut = [user(9), user(8), reply(7, 6), reply(12, 6), reply(13, 6)];
    expect(boundedPageStart(cut, 1, budget)).toBe(8);
    const oneTurn = [reply(10, 6), reply(11, 6), reply(12, 6), reply(13, 6), reply(14, 6)];
    expect(boundedPageStart(oneTurn, 1, budget)).toBe(6);
  });
});
