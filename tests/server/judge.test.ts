import { eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { JUDGE_REQUEST } from '#server/ai/judge-prompt';
import { usageRecords } from '#server/db/schema/usage-records';
import type { Judgement } from '#shared/api/judgements';
import { sendChat, waitForReplies } from '#tests/helpers/chat';
import { createTurn } from '#tests/helpers/factories';
import { useReplyApps } from '#tests/helpers/reply-apps';
import { callingApp, type SignedIn, signIn, useTestApp } from '#tests/helpers/test-app';

// Judge (docs/decisions/046-judge.md): a chosen model reads a turn twice, answers in both orders,
// through the official SDKs against the fakes (tests/fakes/judge-answer.ts says how they judge).
const ctx = useTestApp();
const apps = useReplyApps(ctx, { gemini: true });

const judge = (
  caller: SignedIn,
  messageId: number,
  payload: object = { provider: 'gemini', model: 'gemini-2.0-flash' },
) => caller.call({ method: 'POST', url: `/api/messages/${messageId}/judge`, payload });

/** A turn OpenAI (side a) and Claude (side b) answered, asked with `question`. */
async function answeredTurn(caller: SignedIn, question: string) {
  const sent = await sendChat(caller, { message: question, models: ['openai', 'claude'] });
  const replies = await waitForReplies(caller, sent.conversationId, sent.messageId, 2);
  return { ...sent, replies };
}

/** The judge prompts the Gemini fake received, as text. */
const judgePrompts = () =>
  apps.gemini.requests
    .map((request) => JSON.stringify(request.body))
    .filter((body) => body.includes(JSON.stringify(JUDGE_REQUEST).slice(1, -1)));

describe('POST /api/messages/:id/judge', () => {
  it('asks the judge twice, the answers in opposite orders, and names the side both askings picked', async () => {
    const alice = callingApp(await signIn(ctx), await apps.start());
    const turn = await answeredTurn(alice, 'Which river is longest?');
    const [openai, claude] = turn.replies;

    const response = await judge(alice, turn.messageId);
    expect(response.statusCode, response.body).toBe(200);
    const judgement = response.json<Judgement>();
    // The fake prefers Claude's answer wherever it is shown: side b, in both orders.
    expect(judgement).toMatchObject({
      messageId: turn.messageId,
      judge: { provider: 'gemini', model: 'gemini-2.0-flash' },
      leftReplyId: openai?.side === 'a' ? openai.id : claude?.id,
      verdict: 'right',
      choices: ['right', 'right'],
      reason: expect.stringMatching(/^Answer [12] is clearer\.$/),
      quotes: ['Claude (claude-3-7-sonnet-20250219) answers:'],
    });
    const [first, second] = judgePrompts();
    expect(first).toBeDefined();
    const order = (prompt = '') => [prompt.indexOf('OpenAI (gpt-4o) answers'), prompt.indexOf('Claude (')];
    const ordersSeen = [order(first), order(second)].map(([a, b]) => ((a ?? 0) < (b ?? 0) ? 'a first' : 'b first'));
    expect(ordersSeen.sort()).toEqual(['a first', 'b first']);
    expect(first).toContain('Which river is longest?');

    const listed = await alice.call({ url: `/api/conversations/${turn.conversationId}/judgements` });
    expect(listed.json<Judgement[]>()).toEqual([judgement]);
    // Both calls are in the usage figures, under the judge's connection.
    const calls = await ctx.db.select().from(usageRecords).where(isNull(usageRecords.jobId));
    expect(calls.map((call) => [call.provider, call.model, call.status])).toEqual([
      ['gemini', 'gemini-2.0-flash', 'done'],
      ['gemini', 'gemini-2.0-flash', 'done'],
    ]);
  });

  it('says "no clear winner" when the two orders disagree, and "tie" when both call it one', async () => {
    const alice = callingApp(await signIn(ctx), await apps.start());
    const biased = await answeredTurn(alice, 'Name a colour [first]');
    const even = await answeredTurn(alice, 'Name a number [tie]');

    const disagreed = (await judge(alice, biased.messageId)).json<Judgement>();
    expect(disagreed).toMatchObject({ verdict: 'no-clear-winner', choices: ['left', 'right'] });
    expect((await judge(alice, even.messageId)).json<Judgement>()).toMatchObject({
      verdict: 'tie',
      choices: ['tie', 'tie'],
      quotes: [],
    });
    // Judging again replaces the turn's judgement.
    const again = await judge(alice, biased.messageId, { provider: 'openai', model: 'gpt-4o' });
    expect(again.json<Judgement>()).toMatchObject({ judge: { provider: 'openai' }, verdict: 'no-clear-winner' });
    const listed = await alice.call({ url: `/api/conversations/${biased.conversationId}/judgements` });
    expect(listed.json<Judgement[]>().map((item) => item.judge.provider)).toEqual(['openai']);
  });

  it('answers 502 naming the connection when the judge fails or gives no verdict, and stores nothing', async () => {
    const alice = callingApp(await signIn(ctx), await apps.start());
    const turn = await answeredTurn(alice, 'Say something [garbled]');
    const garbled = await judge(alice, turn.messageId);
    expect(garbled.statusCode).toBe(502);
    expect(garbled.json()).toMatchObject({ code: 'judge_failed', message: expect.stringContaining('Gemini') });

    const ok = await answeredTurn(alice, 'Say something else');
    apps.gemini.alwaysFail({ kind: 'status', status: 503, body: { error: { code: 503, message: 'overloaded' } } });
    try {
      const down = await judge(alice, ok.messageId);
      expect(down.statusCode).toBe(502);
      expect(down.json()).toMatchObject({ code: 'judge_failed', message: expect.stringContaining('Gemini') });
    } finally {
      apps.gemini.alwaysFail(null);
    }
    const listed = await alice.call({ url: `/api/conversations/${ok.conversationId}/judgements` });
    expect(listed.json()).toEqual([]);
    const failed = await ctx.db.select().from(usageRecords).where(eq(usageRecords.status, 'failed'));
    expect(failed.length).toBeGreaterThan(0);
  });

  it('refuses another user’s turn, a turn without two replies, and a model or connection not offered', async () => {
    const alice = callingApp(await signIn(ctx), await apps.start());
    const bob = callingApp(await signIn(ctx), await apps.start());
    const turn = await answeredTurn(alice, 'Hello');
    const single = await createTurn(ctx.db, alice.user.id, { openai: 'gpt-4o' });

    expect((await judge(bob, turn.messageId)).statusCode).toBe(404);
    expect((await bob.call({ url: `/api/conversations/${turn.conversationId}/judgements` })).statusCode).toBe(404);
    const lone = await judge(alice, single.messageId);
    expect(lone.statusCode).toBe(409);
    expect(lone.json()).toMatchObject({ code: 'judge_needs_two_replies' });
    expect((await judge(alice, turn.messageId, { provider: 'nowhere', model: 'x' })).statusCode).toBe(400);
    expect((await judge(alice, turn.messageId, { provider: 'gemini', model: 'no-such-model' })).statusCode).toBe(400);
    expect((await judge(alice, turn.messageId, { provider: 'gemini' })).statusCode).toBe(400);
    expect(judgePrompts()).toEqual([]);
  });
});
