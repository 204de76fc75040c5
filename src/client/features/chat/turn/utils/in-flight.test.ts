import { describe, expect, it } from 'vitest';
import type { LiveReplyState } from '#client/features/chat/live/utils/live-replies';
import { inFlightItems } from '#client/features/chat/turn/utils/in-flight';

const reply = (jobId: number, provider: 'openai' | 'claude', text: string): LiveReplyState => ({
  jobId,
  provider,
  model: 'm',
  userMessageId: 1,
  text,
});
const summary = (items: ReturnType<typeof inFlightItems>) =>
  items.map((item) => (item.kind === 'typing' ? `typing ${item.provider}` : `streaming ${item.reply.jobId}`));

describe('inFlightItems', () => {
  it('shows a pending provider with no reply in progress as typing, as before the live channel', () => {
    expect(summary(inFlightItems([], { openai: true, claude: true }))).toEqual(['typing openai', 'typing claude']);
    expect(summary(inFlightItems([], { openai: false, claude: false }))).toEqual([]);
  });

  it('shows a queued reply as typing and a written one as streaming, OpenAI first', () => {
    const replies = [reply(3, 'claude', 'Hi'), reply(2, 'openai', ''), reply(1, 'openai', 'Hello')];
    expect(summary(inFlightItems(replies, { openai: false, claude: false }))).toEqual([
      'streaming 1',
      'typing openai',
      'streaming 3',
    ]);
  });

  it('does not add a typing indicator beside a reply already being written', () => {
    const items = inFlightItems([reply(1, 'claude', 'Hi')], { openai: false, claude: true });
    expect(summary(items)).toEqual(['streaming 1']);
  });
});
