import type { Vote, VoteChoice } from '#shared/api/votes';

/**
 * A vote on the turn of user message `messageId` of OpenAI against Claude, judging the replies with
 * the next two ids (as the chat tests lay turns out), counted, not blind unless `overrides` say so.
 */
export const buildVote = (messageId: number, choice: VoteChoice, overrides: Partial<Vote> = {}): Vote => ({
  messageId,
  choice,
  left: { provider: 'openai', model: 'gpt-4o' },
  right: { provider: 'claude', model: 'claude-3-7-sonnet-20250219' },
  updatedAt: '2026-01-01T00:00:00.000Z',
  leftReplyId: messageId + 1,
  rightReplyId: messageId + 2,
  counted: true,
  blind: false,
  ...overrides,
});
