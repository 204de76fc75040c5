import { describe, expect, it } from 'vitest';
import { chooseVersion, versionsOf } from '#client/features/chat/message/utils/reply-versions';
import { liveMessage } from '#client/testing/chat/fake-event-source';
import type { Message } from '#shared/api/messages';

const stored = (id: number, fields: Partial<Message> = {}): Message => ({ ...liveMessage(id), ...fields });

const question = stored(1);
const first = stored(2, { sender: 'openai', replyTo: 1, active: false });
const claude = stored(3, { sender: 'claude', replyTo: 1 });
const later = stored(4);
const laterReply = stored(5, { sender: 'openai', replyTo: 4 });
const second = stored(6, { sender: 'openai', replyTo: 1 });
const messages = [question, first, claude, later, laterReply, second];

describe('versionsOf', () => {
  it("lists the provider's replies to the same message, oldest first, wherever their ids fall", () => {
    expect(versionsOf(messages, second).map((message) => message.id)).toEqual([2, 6]);
    expect(versionsOf(messages, first).map((message) => message.id)).toEqual([2, 6]);
    expect(versionsOf(messages, claude)).toEqual([claude]);
  });

  it('counts the reply itself when it is not listed yet, and a reply that answers no known message alone', () => {
    const third = stored(7, { sender: 'openai', replyTo: 1 });
    expect(versionsOf(messages, third).map((message) => message.id)).toEqual([2, 6, 7]);
    const legacy = stored(8, { sender: 'openai' });
    expect(versionsOf([...messages, legacy], legacy)).toEqual([legacy]);
  });
});

describe('chooseVersion', () => {
  it('shows the version chosen and none of the others', () => {
    expect(chooseVersion([first, second], 2).map((message) => [message.id, message.active])).toEqual([
      [2, true],
      [6, false],
    ]);
  });
});
