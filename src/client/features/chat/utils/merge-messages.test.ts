import { describe, expect, it } from 'vitest';
import { mergeMessages } from '#client/features/chat/utils/merge-messages';
import type { Message } from '#shared/api/messages';

const message = (id: number, fields: Partial<Message> = {}): Message => ({
  id,
  conversationId: 5,
  content: `message ${id}`,
  sender: 'user',
  createdAt: '2026-01-01T00:00:00.000Z',
  model: null,
  error: false,
  usage: null,
  latencyMs: null,
  attachments: [],
  notice: null,
  firstTokenMs: null,
  stopped: false,
  usageEstimated: false,
  replyTo: null,
  active: true,
  ...fields,
});

describe('mergeMessages', () => {
  it('adds new messages in id order, once each, the newer copy winning', () => {
    const existing = [message(1), message(3)];
    const merged = mergeMessages(existing, [message(4), message(2), message(3, { content: 'edited' })]);
    expect(merged.map((item) => item.id)).toEqual([1, 2, 3, 4]);
    expect(merged[2]?.content).toBe('edited');
    expect(mergeMessages(existing, [])).toBe(existing);
  });
});
