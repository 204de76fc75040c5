import { describe, expect, it } from 'vitest';
import type { LiveReplyState } from '#client/features/chat/live/utils/live-replies';
import { replyAnnouncement, replyPhases } from '#client/features/chat/live/utils/reply-announcement';

const reply = (jobId: number, provider: 'openai' | 'claude', text: string, storedId?: number): LiveReplyState => ({
  jobId,
  provider,
  side: provider === 'openai' ? 'a' : 'b',
  model: 'm',
  userMessageId: 1,
  text,
  storedId,
});
const say = (before: LiveReplyState[], after: LiveReplyState[]) =>
  replyAnnouncement(replyPhases(before), replyPhases(after), (provider) =>
    provider === 'openai' ? 'OpenAI' : 'Claude',
  );

describe('replyAnnouncement', () => {
  it('says when a provider starts writing and when it has replied', () => {
    expect(say([reply(1, 'openai', '')], [reply(1, 'openai', 'The')])).toBe('OpenAI is replying');
    expect(say([], [reply(1, 'claude', 'So far')])).toBe('Claude is replying');
    expect(say([reply(1, 'openai', 'The end')], [reply(1, 'openai', 'The end', 9)])).toBe('OpenAI replied');
  });

  it('says nothing while text merely grows, nor for a reply only queued', () => {
    expect(say([reply(1, 'openai', 'The')], [reply(1, 'openai', 'The answer')])).toBe('');
    expect(say([], [reply(1, 'openai', '')])).toBe('');
  });

  it('joins what happened to both providers at once', () => {
    const before = [reply(1, 'openai', 'A'), reply(2, 'claude', '')];
    const after = [reply(1, 'openai', 'A', 5), reply(2, 'claude', 'B')];
    expect(say(before, after)).toBe('OpenAI replied. Claude is replying');
  });
});
