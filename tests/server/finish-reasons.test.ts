import { describe, expect, it } from 'vitest';
import { sendChat, waitForReplies } from '#tests/helpers/chat';
import { useReplyApps } from '#tests/helpers/reply-apps';
import { callingApp, signIn, useTestApp } from '#tests/helpers/test-app';

// Why each model ended its reply, through each official SDK (docs/decisions/041-finish-reasons.md):
// a reply cut off by its max tokens says so, and does not read as finished.
const ctx = useTestApp();
const apps = useReplyApps(ctx, { gemini: true });

const CONTESTANTS = [
  { provider: 'claude', model: 'claude-3-haiku-20240307', maxTokens: 50 },
  { provider: 'gemini', model: 'gemini-2.0-flash', maxTokens: 50 },
];

describe('why a reply ended', () => {
  it('is "stop" for a reply each model finished, with no notice', async () => {
    const app = await apps.start();
    const alice = callingApp(await signIn(ctx), app);
    const both = await sendChat(alice, { message: 'Short?', models: ['openai', 'claude'] });
    const pair = await sendChat(alice, { message: 'Short?', contestants: CONTESTANTS });

    const replies = [
      ...(await waitForReplies(alice, both.conversationId, both.messageId, 2)),
      ...(await waitForReplies(alice, pair.conversationId, pair.messageId, 2)),
    ];
    expect(replies.map(({ sender, finishReason, notice }) => [sender, finishReason, notice]).sort()).toEqual([
      ['claude', 'stop', null],
      ['claude', 'stop', null],
      ['gemini', 'stop', null],
      ['openai', 'stop', null],
    ]);
  });

  it('is "length" for a reply its max tokens cut off, which says so, through every SDK', async () => {
    const app = await apps.start();
    const alice = callingApp(await signIn(ctx), app);
    for (const fake of [apps.openai, apps.anthropic, apps.gemini]) fake.alwaysFail({ kind: 'cut-off', tokens: 5 });
    const question = 'Tell me the whole story of the Roman republic, from its founding to its end';
    const both = await sendChat(alice, { message: question, models: ['openai', 'claude'] });
    const pair = await sendChat(alice, { message: question, contestants: CONTESTANTS });

    const replies = [
      ...(await waitForReplies(alice, both.conversationId, both.messageId, 2)),
      ...(await waitForReplies(alice, pair.conversationId, pair.messageId, 2)),
    ];
    for (const reply of replies) {
      expect(reply, reply.sender).toMatchObject({ error: false, finishReason: 'length' });
      expect(reply.content.length).toBeLessThanOrEqual(20);
    }
    const limits = replies.map(
      (reply) => reply.notice?.match(/^Cut off: the reply reached its limit of (\d+) tokens/)?.[1],
    );
    expect(limits.sort()).toEqual(['1024', '1024', '50', '50']);
  });
});
