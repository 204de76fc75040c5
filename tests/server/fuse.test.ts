import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FUSE_REQUEST, firstSideOf } from '#server/ai/fuse-prompt';
import type { Env } from '#server/config';
import { replyJobs } from '#server/db/schema/reply-jobs';
import { usageRecords } from '#server/db/schema/usage-records';
import type { Message } from '#shared/api/messages';
import { sendChat, waitForReplies } from '#tests/helpers/chat';
import { exportConversation, exportFile, exportMessage } from '#tests/helpers/export-fixtures';
import { createTurn } from '#tests/helpers/factories';
import { openLive } from '#tests/helpers/live-client';
import { useReplyApps } from '#tests/helpers/reply-apps';
import { callingApp, type SignedIn, signIn, useTestApp } from '#tests/helpers/test-app';
import { waitUntil } from '#tests/helpers/wait-until';

// Fuse (docs/decisions/054-fuse.md): a chosen model merges a turn's two replies into one, streamed
// and stored as a reply of no side, through the official SDKs against the fakes.
const ctx = useTestApp();
const apps = useReplyApps(ctx, { gemini: true });

const GEMINI = { provider: 'gemini', model: 'gemini-2.0-flash' };
const fuse = (caller: SignedIn, messageId: number, payload: object = GEMINI) =>
  caller.call({ method: 'POST', url: `/api/messages/${messageId}/fuse`, payload });

/** A turn OpenAI (side a) and Claude (side b) answered, asked with `question`. */
async function answeredTurn(caller: SignedIn, question: string) {
  const sent = await sendChat(caller, { message: question, models: ['openai', 'claude'] });
  const replies = await waitForReplies(caller, sent.conversationId, sent.messageId, 2);
  const [left, right] = ['a', 'b'].map((side) => replies.find((reply) => reply.side === side)) as [Message, Message];
  return { ...sent, left, right, last: Math.max(left.id, right.id) };
}

/** Fuses the turn and waits for the fused reply, the first reply after message `after`. */
async function fused(caller: SignedIn, turn: { conversationId: number; messageId: number }, after: number) {
  const response = await fuse(caller, turn.messageId);
  expect(response.statusCode, response.body).toBe(200);
  const [reply] = await waitForReplies(caller, turn.conversationId, after, 1);
  if (!reply) throw new Error('no fused reply');
  return { asked: response.json(), reply };
}

/** The fuse requests the Gemini fake received, as text. */
const fusePrompts = () =>
  apps.gemini.requests
    .map((request) => JSON.stringify(request.body))
    .filter((body) => body.includes(JSON.stringify(FUSE_REQUEST).slice(1, -1)));

describe('POST /api/messages/:id/fuse', () => {
  it('sends the question and both answers by position, and stores the answer bound to the replies read', async () => {
    const alice = callingApp(await signIn(ctx), await apps.start());
    const turn = await answeredTurn(alice, 'Which river is longest?');
    const { asked, reply } = await fused(alice, turn, turn.last);

    expect(asked).toEqual({ jobId: expect.any(Number), ...GEMINI });
    expect(reply).toMatchObject({
      sender: 'gemini',
      model: 'gemini-2.0-flash',
      side: null,
      replyTo: turn.messageId,
      active: true,
      error: false,
      content: 'Gemini (gemini-2.0-flash) answers: The best of both answers to: Which river is longest?',
      fused: { leftReplyId: turn.left.id, rightReplyId: turn.right.id },
    });
    const [prompt] = fusePrompts();
    expect(fusePrompts()).toHaveLength(1);
    // Labelled by position; which side's answer goes first is the turn's own, neither always.
    const [first, second] = firstSideOf(turn.messageId) === 'a' ? [turn.left, turn.right] : [turn.right, turn.left];
    const escaped = (text: string) => JSON.stringify(text).slice(1, -1);
    expect(prompt).toContain(escaped(`<question>\nWhich river is longest?\n</question>`));
    expect(prompt).toContain(escaped(`<answer_1>\n${first.content}\n</answer_1>`));
    expect(prompt).toContain(escaped(`<answer_2>\n${second.content}\n</answer_2>`));
    // Its call is in the usage figures, under its own job.
    const [usage] = await ctx.db.select().from(usageRecords).where(eq(usageRecords.jobId, asked.jobId));
    expect(usage).toMatchObject({ provider: 'gemini', model: 'gemini-2.0-flash', status: 'done' });

    // The turn is judged and voted on as before: the fused reply is no side's.
    const judged = await alice.call({ method: 'POST', url: `/api/messages/${turn.messageId}/judge`, payload: GEMINI });
    expect(judged.json()).toMatchObject({ leftReplyId: turn.left.id, rightReplyId: turn.right.id });
    const voted = await alice.call({
      method: 'PUT',
      url: `/api/messages/${turn.messageId}/vote`,
      payload: { choice: 'left' },
    });
    expect(voted.statusCode, voted.body).toBe(200);
    expect(voted.json()).toMatchObject({ leftReplyId: turn.left.id, rightReplyId: turn.right.id });

    // A fused answer is not asked again as a side's reply.
    for (const url of [`/api/messages/${reply.id}/regenerate`, `/api/messages/${reply.id}/continue`]) {
      const refused = await alice.call({ method: 'POST', url, payload: {} });
      expect(refused.statusCode, url).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'reply_is_fused' });
    }

    // Fused again: the new one is shown, the earlier set aside.
    const again = await fused(alice, turn, reply.id);
    expect(again.reply).toMatchObject({ side: null, active: true, fused: reply.fused });
    const all = await alice.call({
      url: `/api/messages/updates?conversationId=${turn.conversationId}&afterMessageId=0`,
    });
    const fusedReplies = all.json<Message[]>().filter((message) => message.fused);
    expect(fusedReplies.map((message) => [message.id, message.active])).toEqual([
      [reply.id, false],
      [again.reply.id, true],
    ]);

    // Later turns' threads hold each side's own replies, never the fused one.
    const next = await sendChat(alice, {
      conversationId: turn.conversationId,
      message: 'And the shortest?',
      models: ['openai', 'claude'],
    });
    await waitForReplies(alice, turn.conversationId, next.messageId, 2);
    const sentLater = [...apps.openai.requests, ...apps.anthropic.requests]
      .map((request) => JSON.stringify(request.body))
      .filter((body) => body.includes('And the shortest?'));
    expect(sentLater).toHaveLength(2);
    for (const body of sentLater) expect(body).not.toContain('The best of both answers');
  });

  it('streams on the live channel with no side, and stops with the text so far, still bound', async () => {
    const worker = await apps.start({ PROVIDER_TIMEOUT_SECONDS: '60' });
    const alice = callingApp(await signIn(ctx), worker);
    const turn = await answeredTurn(alice, 'Tell me about the Nile, the Amazon and the Yangtze, at length');
    const live = await openLive(await worker.listen({ port: 0, host: '127.0.0.1' }), turn.conversationId, {
      cookie: alice.cookie,
      after: turn.last,
    });
    // A few pieces, then nothing until stopped.
    apps.gemini.alwaysFail({ kind: 'drip', delayMs: 10, holdAfter: 4 });
    try {
      const response = await fuse(alice, turn.messageId);
      expect(response.statusCode, response.body).toBe(200);
      const { jobId } = response.json<{ jobId: number }>();
      const announced = await live.waitFor((event) => event.event === 'reply' && event.data.jobId === jobId);
      expect(announced.data).toMatchObject({ side: null, provider: 'gemini', userMessageId: turn.messageId });
      await waitUntil(() => live.replyText(jobId).length > 0, 'fused text streamed');
      const streamed = live.replyText(jobId);

      // A side's stop leaves it running; its own stops it.
      const sideStop = await alice.call({
        method: 'POST',
        url: `/api/messages/${turn.messageId}/stop`,
        payload: { side: 'a' },
      });
      expect(sideStop.json()).toEqual({ stopped: 0 });
      const busy = await fuse(alice, turn.messageId);
      expect(busy.statusCode).toBe(409);
      expect(busy.json()).toMatchObject({ code: 'reply_in_progress' });
      const stopped = await alice.call({
        method: 'POST',
        url: `/api/messages/${turn.messageId}/stop`,
        payload: { fused: true },
      });
      expect(stopped.json()).toEqual({ stopped: 1 });

      const done = await live.waitFor((event) => event.event === 'done' && event.data.jobId === jobId);
      expect(done.data.message).toMatchObject({
        side: null,
        stopped: true,
        fused: { leftReplyId: turn.left.id, rightReplyId: turn.right.id },
      });
      const whole = 'Gemini (gemini-2.0-flash) answers: The best of both answers to:';
      expect(done.data.message.content.startsWith(streamed)).toBe(true);
      expect(whole.startsWith(done.data.message.content)).toBe(true);
      const [job] = await ctx.db.select().from(replyJobs).where(eq(replyJobs.id, jobId));
      expect(job).toMatchObject({ side: null, fusedLeftId: turn.left.id, status: 'done' });
    } finally {
      apps.gemini.alwaysFail(null);
      live.close();
    }
  });

  it('refuses another user’s turn, a turn without two live replies, a demo model, and a bad body', async () => {
    const alice = callingApp(await signIn(ctx), await apps.start());
    const bob = callingApp(await signIn(ctx), await apps.start());
    const turn = await answeredTurn(alice, 'Hello');
    const single = await createTurn(ctx.db, alice.user.id, { openai: 'gpt-4o' });

    const foreign = await fuse(bob, turn.messageId);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'message_not_found' });
    // A reply's id is not a turn's.
    expect((await fuse(alice, turn.left.id)).statusCode).toBe(404);
    const lone = await fuse(alice, single.messageId);
    expect(lone.statusCode).toBe(409);
    expect(lone.json()).toMatchObject({ code: 'fuse_needs_two_replies' });

    for (const payload of [
      { provider: 'nowhere', model: 'x' },
      { provider: 'gemini', model: 'nope' },
      { provider: 'gemini' },
      {},
    ]) {
      const response = await fuse(alice, turn.messageId, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }

    // A demo connection would only pretend to merge.
    const keyless = callingApp(alice, await apps.start({ GEMINI_API_KEY: undefined } as Env));
    const demo = await fuse(keyless, turn.messageId, { provider: 'gemini', model: 'gemini-2.5-flash' });
    expect(demo.statusCode, demo.body).toBe(409);
    expect(demo.json()).toMatchObject({ code: 'fuse_needs_live_connection' });

    // A demo reply has nothing in it to merge.
    await ctx.db
      .update(replyJobs)
      .set({ demo: true })
      .where(and(eq(replyJobs.userMessageId, turn.messageId), eq(replyJobs.side, 'b')));
    const standIn = await fuse(alice, turn.messageId);
    expect(standIn.statusCode).toBe(409);
    expect(standIn.json()).toMatchObject({ code: 'fuse_needs_two_replies' });
    expect(fusePrompts()).toEqual([]);
  });
});

describe('a fused reply in exports', () => {
  it('is in the JSON and Markdown exports, bound to its two, and comes back whole from an import', async () => {
    const alice = callingApp(await signIn(ctx), await apps.start());
    const turn = await answeredTurn(alice, 'Which mountain is highest?');
    const { reply } = await fused(alice, turn, turn.last);

    const json = await alice.call({ url: `/api/conversations/${turn.conversationId}/export?format=json` });
    expect(json.statusCode).toBe(200);
    const file = json.json();
    expect(file.version).toBe(5);
    const messages = file.conversations[0].messages;
    // The two answers are stored as they finish, so either side may take id 2.
    const idOf = (side: string) => messages.find((message: Message) => message.side === side)?.id;
    expect(messages.map((message: Message) => [message.id, message.side, message.fused])).toEqual([
      [1, null, null],
      [2, expect.any(String), null],
      [3, expect.any(String), null],
      [4, null, { leftReplyId: idOf('a'), rightReplyId: idOf('b') }],
    ]);
    expect([idOf('a'), idOf('b')].sort()).toEqual([2, 3]);
    expect(messages[3]).toMatchObject({ sender: 'gemini', content: reply.content, replyTo: 1 });

    const markdown = await alice.call({ url: `/api/conversations/${turn.conversationId}/export?format=markdown` });
    expect(markdown.body).toContain('### Fused by Gemini · gemini-2.0-flash');
    expect(markdown.body).toContain(reply.content);

    const bob = callingApp(await signIn(ctx), await apps.start());
    const imported = await bob.call({
      method: 'POST',
      url: '/api/user/import',
      payload: file,
    });
    expect(imported.statusCode, imported.body).toBe(201);
    const [conversation] = (await bob.call({ url: '/api/conversations' })).json<{ id: number }[]>();
    const again = await bob.call({ url: `/api/conversations/${conversation?.id}/export?format=json` });
    expect(again.json().conversations[0].messages).toEqual(messages);
  });

  it('imports a version 3 file, which has no fused replies, as before', async () => {
    const bob = callingApp(await signIn(ctx), await apps.start());
    const old = exportFile({
      version: 3,
      conversations: [
        exportConversation('Before fusing', {
          messages: [
            exportMessage(1),
            exportMessage(2, { sender: 'openai', side: 'a', model: 'gpt-4o', replyTo: 1 }),
            exportMessage(3, { sender: 'claude', side: 'b', model: 'claude-3-7-sonnet-20250219', replyTo: 1 }),
          ],
        }),
      ],
    });
    const response = await bob.call({ method: 'POST', url: '/api/user/import', payload: old });
    expect(response.statusCode, response.body).toBe(201);
    const [conversation] = (await bob.call({ url: '/api/conversations' })).json<{ id: number }[]>();
    const again = await bob.call({ url: `/api/conversations/${conversation?.id}/export?format=json` });
    const messages: Message[] = again.json().conversations[0].messages;
    expect(messages.map((message) => [message.side, message.fused])).toEqual([
      [null, null],
      ['a', null],
      ['b', null],
    ]);
  });
});
