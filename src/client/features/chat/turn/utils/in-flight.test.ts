import { describe, expect, it } from 'vitest';
import type { LiveReplyState } from '#client/features/chat/live/utils/live-replies';
import { inFlightItems } from '#client/features/chat/turn/utils/in-flight';

const reply = (
  jobId: number,
  provider: 'openai' | 'claude',
  text: string,
  side = provider === 'openai' ? ('a' as const) : ('b' as const),
): LiveReplyState => ({
  jobId,
  provider,
  side,
  model: 'm',
  userMessageId: 1,
  text,
});
const summary = (items: ReturnType<typeof inFlightItems>) =>
  items.map((item) => (item.kind === 'typing' ? `typing ${item.provider}` : `streaming ${item.reply.jobId}`));

describe('inFlightItems', () => {
  it('shows a pending side with no reply in progress as typing, as before the live channel', () => {
    expect(summary(inFlightItems([], { a: 'openai', b: 'claude' }))).toEqual(['typing openai', 'typing claude']);
    expect(summary(inFlightItems([], {}))).toEqual([]);
  });

  it('shows a queued reply as typing and a written one as streaming, side a first', () => {
    const replies = [reply(3, 'claude', 'Hi'), reply(2, 'openai', ''), reply(1, 'openai', 'Hello')];
    expect(summary(inFlightItems(replies, {}))).toEqual(['streaming 1', 'typing openai', 'streaming 3']);
  });

  it('does not add a typing indicator beside a reply already being written', () => {
    const items = inFlightItems([reply(1, 'claude', 'Hi')], { b: 'claude' });
    expect(summary(items)).toEqual(['streaming 1']);
  });

  it('keeps the two sides of one connection apart', () => {
    const replies = [reply(2, 'openai', 'Right', 'b'), reply(1, 'openai', '', 'a')];
    const items = inFlightItems(replies, {});
    expect(
      items.map((item) => (item.kind === 'typing' ? `typing ${item.side}` : `streaming ${item.reply.side}`)),
    ).toEqual(['typing a', 'streaming b']);
  });
});
