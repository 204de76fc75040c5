import { describe, expect, it } from 'vitest';
import {
  asFetched,
  fetchStarted,
  mergeHeard,
  mergeMessages,
  updateCachedMessages,
} from '#client/features/chat/utils/merge-messages';
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
