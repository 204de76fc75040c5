import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CONTINUE_REQUEST } from '#server/ai/continuation';
import { listMessages } from '#server/db/queries/messages';
import { findReplyJobs } from '#server/db/queries/reply-jobs';
import { replyJobs } from '#server/db/schema/reply-jobs';
import type { Message } from '#shared/api/messages';
import type { Vote } from '#shared/api/votes';
import { estimateTokens, type ModelServer } from '#tests/fakes/model-server';
import { sendChat, waitForReplies } from '#tests/helpers/chat';
import { openLive } from '#tests/helpers/live-client';
import { useReplyApps } from '#tests/helpers/reply-apps';
import { callingApp, type SignedIn, signIn, useTestApp } from '#tests/helpers/test-app';
import { waitUntil } from '#tests/helpers/wait-until';

// Continue on a reply its max tokens cut off (docs/decisions/043-continue.md), through the SDKs.
const ctx = useTestApp();
const apps = useReplyApps(ctx, { gemini: true });

const QUESTION = 'Tell me the whole story of the Roman republic';
// Five tokens of the fakes' answer: 20 characters, which end inside its first words.
const CUT = { kind: 'cut-off', tokens: 5 } as const;

const NAMES: Record<string, string> = { openai: 'OpenAI (gpt-4o)', gemini: 'Gemini (gemini-2.0-flash)' };

const continueReply = (caller: SignedIn, replyId: number) =>
  caller.call({ method: 'POST', url: `/api/messages/${replyId}/continue` });

/** The turns of a chat request, in any of the three protocols, as role and text. */
function turnsOf(body: Record<string, unknown>): { role: string; text: string }[] {
  type Turn = { role?: string; content?: unknown; parts?: { text?: string }[] };
  const turns = ((body.messages ?? body.contents) as Turn[]).filter((turn) => turn.role !== 'system');
  const textOf = (turn: Turn) =>
    typeof turn.content === 'string'
      ? turn.content
      : (turn.parts ?? (turn.content as { text?: string }[])).map((part) => part.text ?? '').join('');
  return turns.map((turn) => ({
    role: turn.role === 'model' ? 'assistant' : (turn.role ?? 'user'),
    text: textOf(turn),
  }));
}

/** A turn whose replies the fakes cut off, asked of `models` or `contestants`. */
async function cutOffTurn(caller: SignedIn, payload: Record<string, unknown>, count: number) {
  const sent = await sendChat(caller, { message: QUESTION, ...payload });
  const replies = await waitForReplies(caller, sent.conversationId, sent.messageId, count);
  for (const reply of replies) expect(reply).toMatchObject({ finishReason: 'length', active: true });
  return { sent, replies };
}

/** Continues `reply` and waits for its new version, the first reply after message `after`. */
async function continued(caller: SignedIn, reply: Message, after = reply.id) {
  const response = await continueReply(caller, reply.id);
  expect(response.statusCode, response.body).toBe(200);
  const [next] = await waitForReplies(caller, reply.conversationId, after, 1);
  if (!next) throw new Error('no continued reply');
  return { asked: response.json(), next };
}

describe('POST /api/messages/:id/continue', () => {
  it('sends the cut-off text back and stores it with the rest as the version shown, through each SDK', async () => {
    const alice = callingApp(await signIn(ctx), await apps.start());
    const fakes: Record<string, ModelServer> = { openai: apps.openai, gemini: apps.gemini };
    for (const fake of Object.values(fakes)) fake.queueFaults(CUT);
    const contestants = [
      { provider: 'openai', model: 'gpt-4o' },
      { provider: 'gemini', model: 'gemini-2.0-flash' },
    ];
    const { sent, replies } = await cutOffTurn(alice, { contestants }, 2);

    let last = Math.max(...replies.map(({ id }) => id));
    for (const reply of replies) {
      const fake = fakes[reply.sender] as ModelServer;
      const { asked, next } = await continued(alice, reply, last);
      last = next.id;
      expect(asked).toEqual({
        jobId: expect.any(Number),
        provider: reply.sender,
        side: reply.side,
        model: reply.model,
      });

      // The thread a regenerate sends, then the cut-off text as the model's own and the request to go on.
      expect(turnsOf(fake.requests.at(-1)?.body ?? {})).toEqual([
        { role: 'user', text: QUESTION },
        { role: 'assistant', text: reply.content },
        { role: 'user', text: CONTINUE_REQUEST },
      ]);
      // The fakes go on with the rest of their answer, as a model would.
      const whole = `${NAMES[reply.sender]} answers: ${QUESTION}`;
      expect(reply.content).toHaveLength(20);
      expect(next).toMatchObject({
        sender: reply.sender,
        side: reply.side,
        model: reply.model,
        replyTo: sent.messageId,
        active: true,
        error: false,
        finishReason: 'stop',
        notice: null,
      });
      expect(next.content).toBe(whole);
      // The usage is the new call's: its own answer, not the text it went on from.
      expect(next.usage?.outputTokens).toBe(estimateTokens(next.content.slice(reply.content.length)));
    }

    const stored = await listMessages(ctx.db, sent.conversationId);
    const versions = stored.filter((message) => message.sender !== 'user');
    expect(versions.map(({ id, active }) => ({ id, active }))).toEqual([
      ...replies.map(({ id }) => ({ id, active: false })),
      { id: expect.any(Number), active: true },
      { id: expect.any(Number), active: true },
    ]);
    const jobs = await findReplyJobs(ctx.db, sent.conversationId);
    expect(jobs.slice(2).map((job) => job.continuesId)).toEqual(replies.map(({ id }) => id));
  });

  it("asks with the reply's own job's settings, may be cut off again, and withdraws a vote on the old version", async () => {
    const alice = callingApp(await signIn(ctx), await apps.start());
    apps.anthropic.queueFaults(CUT, CUT);
    apps.openai.queueFaults(CUT);
    const { sent, replies } = await cutOffTurn(alice, { models: ['openai', 'claude'] }, 2);
    const claude = replies.find((reply) => reply.sender === 'claude') as Message;
    const cast = await alice.call({
      method: 'PUT',
      url: `/api/messages/${sent.messageId}/vote`,
      payload: { choice: 'left' },
    });
    expect(cast.json<Vote>()).toMatchObject({ counted: true });
    await ctx.db
      .update(replyJobs)
      .set({ maxTokens: 77, temperature: 0.25 })
      .where(eq(replyJobs.replyMessageId, claude.id));

    const { asked, next } = await continued(alice, claude, Math.max(...replies.map(({ id }) => id)));
    expect(next).toMatchObject({ finishReason: 'length', active: true });
    expect(next.notice).toMatch(/^Cut off: the reply reached its limit of 77 tokens/);
    expect(apps.anthropic.requests.at(-1)?.body).toMatchObject({ max_tokens: 77, temperature: 0.25 });
    const [job] = await ctx.db.select().from(replyJobs).where(eq(replyJobs.id, asked.jobId));
    expect(job).toMatchObject({ maxTokens: 77, temperature: 0.25, continuesId: claude.id });

    const votes = (await alice.call({ url: `/api/conversations/${sent.conversationId}/votes` })).json<Vote[]>();
    expect(votes).toEqual([expect.objectContaining({ choice: 'left', counted: false })]);
    // Cut off again, it can be continued again.
    const again = await continued(alice, next);
    expect(next.content).toHaveLength(40);
    expect(again.next).toMatchObject({ finishReason: 'stop', active: true });
    expect(again.next.content).toBe(`Claude (claude-3-7-sonnet-20250219) answers: ${QUESTION}`);
  });

  it('refuses a reply not cut off, a version not shown, an error reply and another user’s, storing nothing', async () => {
    const alice = callingApp(await signIn(ctx), await apps.start());
    const bob = callingApp(await signIn(ctx), await apps.start());
    apps.openai.queueFaults(CUT);
    const { sent, replies } = await cutOffTurn(alice, { models: ['openai'] }, 1);
    const cutOff = replies[0] as Message;
    const { next } = await continued(alice, cutOff);
    apps.openai.alwaysFail({ kind: 'status', status: 400 });
    const failed = await sendChat(alice, { message: 'Fail', models: ['openai'] });
    const [errorReply] = await waitForReplies(alice, failed.conversationId, failed.messageId, 1);
    expect(errorReply).toMatchObject({ error: true });
    apps.openai.alwaysFail(null);
    const before = [await listMessages(ctx.db, sent.conversationId), await findReplyJobs(ctx.db, sent.conversationId)];

    const refusals = [
      [alice, next.id, 409, 'reply_not_cut_off'],
      [alice, cutOff.id, 409, 'reply_version_not_shown'],
      [alice, errorReply?.id ?? 0, 409, 'reply_not_cut_off'],
      [alice, sent.messageId, 404, 'message_not_found'],
      [bob, next.id, 404, 'message_not_found'],
    ] as const;
    for (const [caller, id, status, code] of refusals) {
      const response = await continueReply(caller, id);
      expect(response.statusCode, `${id}: ${response.body}`).toBe(status);
      expect(response.json()).toMatchObject({ code });
    }
    expect([await listMessages(ctx.db, sent.conversationId), await findReplyJobs(ctx.db, sent.conversationId)]).toEqual(
      before,
    );
  });

  it('streams the cut-off text first, then the rest growing from it', async () => {
    const alice = await signIn(ctx);
    const app = await apps.start();
    const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    const caller = callingApp(alice, app);
    apps.openai.queueFaults(CUT);
    const { sent, replies } = await cutOffTurn(caller, { models: ['openai'] }, 1);
    const reply = replies[0] as Message;
    const live = await openLive(baseUrl, sent.conversationId, { cookie: alice.cookie, after: reply.id });
    await live.waitFor((event) => event.event === 'snapshot');

    const { jobId } = (await continueReply(caller, reply.id)).json<{ jobId: number }>();
    const done = await live.waitFor((event) => event.event === 'done' && event.data.jobId === jobId);
    live.close();

    // Text travels in 'reply' events (a call starting afresh) and 'delta' ones, by the offset rule.
    const pieces = live.events.filter(
      ({ event, data }) => (event === 'reply' || event === 'delta') && data.jobId === jobId && data.text !== '',
    );
    expect(pieces[0]?.data).toMatchObject({ offset: 0, text: reply.content });
    expect(pieces[1]?.data).toMatchObject({ offset: reply.content.length });
    expect(live.replyText(jobId)).toBe(done.data.message.content);
    expect(done.data.message.content).toBe(`OpenAI (gpt-4o) answers: ${QUESTION}`);
  });

  it('refuses a second continue while the first is being written; stopped, it keeps the cut-off text', async () => {
    const alice = callingApp(await signIn(ctx), await apps.start());
    // The continue's answer starts and is held open: its job is running.
    apps.openai.queueFaults(CUT, { kind: 'drip', delayMs: 0, holdAfter: 2 });
    const { sent, replies } = await cutOffTurn(alice, { models: ['openai'] }, 1);
    const reply = replies[0] as Message;

    expect((await continueReply(alice, reply.id)).statusCode).toBe(200);
    await waitUntil(() => apps.openai.requests.length === 2, 'OpenAI is asked to continue');
    const second = await continueReply(alice, reply.id);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'reply_in_progress' });

    const stop = { method: 'POST', url: `/api/messages/${sent.messageId}/stop`, payload: { side: 'a' } } as const;
    expect((await alice.call(stop)).statusCode).toBe(200);
    const [stopped] = await waitForReplies(alice, sent.conversationId, reply.id, 1);
    expect(stopped).toMatchObject({ stopped: true, finishReason: null, active: true });
    expect(stopped?.content.startsWith(reply.content)).toBe(true);
  });
});
