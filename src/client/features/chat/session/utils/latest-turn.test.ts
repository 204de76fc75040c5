import { describe, expect, it } from 'vitest';
import { latestTurnId, turnReplying } from '#client/features/chat/session/utils/latest-turn';

const user = (id: number) => ({ id, sender: 'user' as const });
const reply = (id: number) => ({ id, sender: 'openai' as const });

describe('latestTurnId', () => {
  it('is the newest user message, from the list, the last send or a reply in progress', () => {
    expect(latestTurnId([], [], null)).toBeNull();
    expect(latestTurnId([user(1), reply(2), user(3), reply(4)], [], null)).toBe(3);
    // Sent, but not listed yet.
    expect(latestTurnId([user(1), reply(2)], [], 5)).toBe(5);
    // Answered live before the list caught up (another tab sent it).
    expect(latestTurnId([user(1)], [{ userMessageId: 7 }], 5)).toBe(7);
  });
});

describe('turnReplying', () => {
  it('holds while a reply of that turn is pending or streaming, not for a stored one or an older turn', () => {
    expect(turnReplying(null, [], true)).toBe(false);
    expect(turnReplying(3, [], true)).toBe(true);
    expect(turnReplying(3, [{ userMessageId: 3 }], false)).toBe(true);
    expect(turnReplying(3, [{ userMessageId: 3, storedId: 9 }], false)).toBe(false);
    expect(turnReplying(3, [{ userMessageId: 1 }], false)).toBe(false);
  });
});
