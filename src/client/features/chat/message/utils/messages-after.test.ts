import { describe, expect, it } from 'vitest';
import { messagesAfter } from '#client/features/chat/message/utils/messages-after';
import { liveMessage } from '#client/testing/chat/fake-event-source';
import type { Message } from '#shared/api/messages';

const stored = (id: number, fields: Partial<Message> = {}): Message => ({ ...liveMessage(id), ...fields });

describe('messagesAfter', () => {
  const conversation = [
    stored(1),
    stored(2, { sender: 'openai', replyTo: 1 }),
    stored(3),
    stored(4, { sender: 'openai', replyTo: 3, active: false }),
    stored(5),
    stored(6, { sender: 'claude', replyTo: 5 }),
    // A second version of the first reply, stored after the rest.
    stored(7, { sender: 'openai', replyTo: 1 }),
    stored(8, { sender: 'openai', replyTo: 3 }),
  ];

  it('is every later message and every reply to the message or a later one, each version counted', () => {
    expect(messagesAfter(conversation, 3).map((message) => message.id)).toEqual([4, 5, 6, 8]);
    expect(messagesAfter(conversation, 1)).toHaveLength(7);
    expect(messagesAfter(conversation, 5).map((message) => message.id)).toEqual([6]);
  });

  it('places replies without reply_to by their own id', () => {
    const legacy = [stored(1), stored(2, { sender: 'openai' }), stored(3), stored(4, { sender: 'openai' })];
    expect(messagesAfter(legacy, 3).map((message) => message.id)).toEqual([4]);
  });
});
