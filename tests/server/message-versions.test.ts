import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertQuestionVersion, showQuestionVersion } from '#server/db/queries/branches';
import { endJobsOffPath } from '#server/db/queries/message-edits';
import { lockOwnMessage } from '#server/db/queries/message-locks';
import { listMessages } from '#server/db/queries/messages';
import { claimReplyJobs, findReplyJobs, finishReplyJob } from '#server/db/queries/reply-jobs';
import { replyJobs } from '#server/db/schema/reply-jobs';
import type { Message } from '#shared/api/messages';
import { isOnDisk, SAMPLES, storageKeyOf, upload } from '#tests/helpers/attachments';
import { expectOneReplyPerJob, sendChat, settledConversation, waitForReplies } from '#tests/helpers/chat';
import { createTurn } from '#tests/helpers/factories';
import { openLive } from '#tests/helpers/live-client';
import { useReplyApps } from '#tests/helpers/reply-apps';
import { callingApp, type SignedIn, signIn, useTestApp } from '#tests/helpers/test-app';
import { waitForLockWait } from '#tests/helpers/test-database';
import { waitUntil } from '#tests/helpers/wait-until';

// Regenerate, the version shown, and edit (decisions 019 and 055), against the fake providers' SDK traffic.

const ctx = useTestApp();
const apps = useReplyApps(ctx);

const openaiAnswer = (question: string, model = 'gpt-4o') => `OpenAI (${model}) answers: ${question}`;

/** A signed-in user calling an app whose worker answers through the fakes. */
async function withWorker(): Promise<SignedIn> {
  return callingApp(await signIn(ctx), await apps.start());
}

/** A signed-in user calling an app without a worker: the jobs it queues stay pending. */
async function withoutWorker(): Promise<SignedIn> {
  return callingApp(await signIn(ctx), await apps.startEnqueuer());
}

async function readConversation(caller: SignedIn, conversationId: number): Promise<Message[]> {
  const response = await caller.call({ url: `/api/conversations/${conversationId}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const regenerate = (caller: SignedIn, replyId: number, payload: Record<string, unknown> = {}) =>
  caller.call({ method: 'POST', url: `/api/messages/${replyId}/regenerate`, payload });

const choose = (caller: SignedIn, replyId: number) =>
  caller.call({ method: 'PUT', url: `/api/messages/${replyId}/active` });

const edit = (caller: SignedIn, messageId: number, payload: Record<string, unknown>) =>
  caller.call({ method: 'PATCH', url: `/api/messages/${messageId}`, payload });

/** What the last request to OpenAI carried as the conversation, without the system prompt. */
function lastOpenAiThread(): string {
  const messages = (apps.openai.requests.at(-1)?.body.messages ?? []) as { role: string }[];
  return JSON.stringify(messages.filter((message) => message.role !== 'system'));
}

/** A question answered by OpenAI, then asked again of gpt-4-turbo: both versions stored. */
async function regeneratedTurn(alice: SignedIn) {
  const sent = await sendChat(alice, { message: 'Q1', models: ['openai'] });
  const [first] = await waitForReplies(alice, sent.conversationId, sent.messageId, 1);
  if (!first) throw new Error('no first reply');
  const response = await regenerate(alice, first.id, { modelSettings: { openai: { model: 'gpt-4-turbo' } } });
  expect(response.statusCode, response.body).toBe(200);
  const [second] = await waitForReplies(alice, sent.conversationId, first.id, 1);
  if (!second) throw new Error('no second reply');
  return { sent, first, second, asked: response.json() };
}

describe('POST /api/messages/:id/regenerate', () => {
  it('stores a second version that becomes the one shown; the first is kept, not shown', async () => {
    const alice = await withWorker();
    const { sent, first, second, asked } = await regeneratedTurn(alice);

    expect(asked).toEqual({ jobId: expect.any(Number), provider: 'openai', side: 'a', model: 'gpt-4-turbo' });
    expect(first).toMatchObject({ content: openaiAnswer('Q1'), active: true, replyTo: sent.messageId });
    expect(second).toMatchObject({
      sender: 'openai',
      model: 'gpt-4-turbo',
      content: openaiAnswer('Q1', 'gpt-4-turbo'),
      replyTo: sent.messageId,
      active: true,
    });
    expect(await readConversation(alice, sent.conversationId)).toEqual([
      expect.objectContaining({ id: sent.messageId, sender: 'user' }),
      expect.objectContaining({ id: first.id, content: openaiAnswer('Q1'), active: false }),
      expect.objectContaining({ id: second.id, active: true }),
    ]);
    const stored = await settledConversation(ctx.db, sent.conversationId);
    expectOneReplyPerJob(stored);
    expect(stored.jobs.find((job) => job.id === asked.jobId)).toMatchObject({ userMessageId: sent.messageId });
    // The same thread as the first time: the question, nothing after it.
    expect(apps.openai.requests).toHaveLength(2);
    expect(apps.openai.requests[1]?.body.messages).toEqual(apps.openai.requests[0]?.body.messages);
  });

  it('asks again after an error reply ("try again")', async () => {
    const alice = await withWorker();
    apps.openai.alwaysFail({ kind: 'status', status: 401, body: { error: { message: 'Incorrect API key' } } });
    const sent = await sendChat(alice, { message: 'Q1', models: ['openai'] });
    const [failed] = await waitForReplies(alice, sent.conversationId, sent.messageId, 1);
    expect(failed).toMatchObject({ error: true });
    apps.openai.alwaysFail(null);

    expect((await regenerate(alice, failed?.id ?? 0)).statusCode).toBe(200);
    const [retried] = await waitForReplies(alice, sent.conversationId, failed?.id ?? 0, 1);
    expect(retried).toMatchObject({ error: false, active: true, content: openaiAnswer('Q1') });
  });

  it("uses the account's model settings when none are given", async () => {
    const alice = await withWorker();
    const saved = await alice.call({
      method: 'PUT',
      url: '/api/user/model-settings',
      payload: { openai: { model: 'gpt-3.5-turbo', maxTokens: 321 } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const sent = await sendChat(alice, { message: 'Q1', models: ['openai'], modelSettings: {} });
    const [first] = await waitForReplies(alice, sent.conversationId, sent.messageId, 1);

    const response = await regenerate(alice, first?.id ?? 0);
    expect(response.json()).toMatchObject({ provider: 'openai', model: 'gpt-3.5-turbo' });
    await waitForReplies(alice, sent.conversationId, first?.id ?? 0, 1);
    expect(apps.openai.requests.at(-1)?.body).toMatchObject({ model: 'gpt-3.5-turbo', max_tokens: 321 });
  });

  it('answers 409 while that provider is still answering the turn, and not for the other provider', async () => {
    const alice = await withoutWorker();
    const turn = await createTurn(ctx.db, alice.user.id, { openai: 'gpt-4o', claude: 'claude-3-7-sonnet-20250219' });
    const [, openaiReply, claudeReply] = await listMessages(ctx.db, turn.conversationId);

    expect((await regenerate(alice, openaiReply?.id ?? 0)).statusCode).toBe(200);
    const again = await regenerate(alice, openaiReply?.id ?? 0);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'reply_in_progress' });
    expect((await regenerate(alice, claudeReply?.id ?? 0)).statusCode).toBe(200);

    // Taken by a worker: still in progress.
    await ctx.db.update(replyJobs).set({ status: 'running' }).where(eq(replyJobs.status, 'pending'));
    expect((await regenerate(alice, claudeReply?.id ?? 0)).statusCode).toBe(409);
    const jobs = await findReplyJobs(ctx.db, turn.conversationId);
    expect(jobs.map((job) => [job.provider, job.status])).toEqual([
      ['openai', 'done'],
      ['claude', 'done'],
      ['openai', 'running'],
      ['claude', 'running'],
    ]);
    // Replies stored before reply_to existed are placed in their turn when first regenerated.
    const [, openaiStored] = await listMessages(ctx.db, turn.conversationId);
    expect(openaiStored?.replyTo).toBe(turn.messageId);
  });
});

describe('PUT /api/messages/:id/active', () => {
  it('sends later turns only the version shown, and switches it', async () => {
    const alice = await withWorker();
    const { sent, first, second } = await regeneratedTurn(alice);
    const { conversationId } = sent;

    const q2 = await sendChat(alice, { message: 'Q2', conversationId, models: ['openai'] });
    await waitForReplies(alice, conversationId, q2.messageId, 1);
    expect(lastOpenAiThread()).toContain(openaiAnswer('Q1', 'gpt-4-turbo'));
    expect(lastOpenAiThread()).not.toContain(openaiAnswer('Q1'));

    const chosen = await choose(alice, first.id);
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json()).toEqual({ ok: true });
    const shown = await readConversation(alice, conversationId);
    expect(shown.find((message) => message.id === first.id)?.active).toBe(true);
    expect(shown.find((message) => message.id === second.id)?.active).toBe(false);

    const q3 = await sendChat(alice, { message: 'Q3', conversationId, models: ['openai'] });
    await waitForReplies(alice, conversationId, q3.messageId, 1);
    expect(lastOpenAiThread()).toContain(openaiAnswer('Q1'));
    expect(lastOpenAiThread()).not.toContain(openaiAnswer('Q1', 'gpt-4-turbo'));
    expect(lastOpenAiThread()).toContain(openaiAnswer('Q2'));
  });
});

describe('who may ask', () => {
  it("answers 404 for another user's message, a message of the wrong kind and a missing one, and changes nothing", async () => {
    const alice = await withoutWorker();
    const bob = callingApp(await signIn(ctx), await apps.startEnqueuer());
    const turn = await createTurn(ctx.db, alice.user.id, { openai: 'gpt-4o' });
    const [question, reply] = await listMessages(ctx.db, turn.conversationId);
    const replyId = reply?.id ?? 0;
    const questionId = question?.id ?? 0;

    const answers = [
      await regenerate(bob, replyId),
      await choose(bob, replyId),
      await edit(bob, questionId, { message: 'Mine now' }),
      await choose(bob, questionId),
      await regenerate(alice, questionId),
      await edit(alice, replyId, { message: 'Not a question' }),
      await regenerate(alice, 999_999),
      await edit(alice, 999_999, { message: 'Nothing' }),
      await choose(alice, 999_999),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 404, 404, 404, 404, 404, 404]);
    expect(answers[0]?.json()).toMatchObject({ code: 'message_not_found' });
    expect(answers[0]?.body).toBe(answers[6]?.body);
    const stored = await settledConversation(ctx.db, turn.conversationId, 0);
    expect(stored.jobs).toHaveLength(1);
    expect(stored.messages.map((message) => message.content)).toEqual(['Which is faster?', 'openai says']);
  });

  it('refuses writes from another origin, and bodies that are not valid', async () => {
    const alice = await withoutWorker();
    const turn = await createTurn(ctx.db, alice.user.id, { openai: 'gpt-4o' });
    const [question, reply] = await listMessages(ctx.db, turn.conversationId);
    const app = await apps.startEnqueuer();

    for (const [method, url] of [
      ['POST', `/api/messages/${reply?.id}/regenerate`],
      ['PUT', `/api/messages/${reply?.id}/active`],
      ['PATCH', `/api/messages/${question?.id}`],
    ] as const) {
      const response = await app.inject({
        method,
        url,
        headers: { cookie: alice.cookie, origin: 'https://evil.example' },
        payload: { message: 'x' },
      });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }

    const empty = await edit(alice, question?.id ?? 0, { message: '   ' });
    expect(empty.statusCode).toBe(400);
    expect((await edit(alice, question?.id ?? 0, { message: 'ok', extra: 1 })).statusCode).toBe(400);
    expect((await regenerate(alice, reply?.id ?? 0, { models: ['claude'] })).statusCode).toBe(400);
    const notOffered = await regenerate(alice, reply?.id ?? 0, { modelSettings: { openai: { model: 'gpt-9' } } });
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.json().message).toMatch(/^OpenAI has no model "gpt-9"/);
    expect((await settledConversation(ctx.db, turn.conversationId, 0)).jobs).toHaveLength(1);
  });
});

describe('PATCH /api/messages/:id', () => {
  it('adds a version of the question whose branch is shown, asks the same sides again, and deletes nothing', async () => {
    const alice = await withWorker();
    const q1 = await sendChat(alice, { message: 'Q1', models: ['openai', 'claude'] });
    const { conversationId } = q1;
    const firstReplies = await waitForReplies(alice, conversationId, q1.messageId, 2);
    const q2 = await sendChat(alice, { message: 'Q2', conversationId, models: ['claude'] });
    await waitForReplies(alice, conversationId, q2.messageId, 1);
    const claudeReply = firstReplies.find((reply) => reply.sender === 'claude');
    expect((await regenerate(alice, claudeReply?.id ?? 0)).statusCode).toBe(200);
    await waitUntil(async () => (await listMessages(ctx.db, conversationId)).length === 6, 'the second version');
    const requestsBefore = apps.openai.requests.length;

    const response = await edit(alice, q1.messageId, { message: 'Q1, put better' });
    expect(response.statusCode, response.body).toBe(200);
    const { messageId: version } = response.json();
    expect(version).toBeGreaterThan(q1.messageId);
    // Q1, its two replies and a second version of one, Q2 and its reply: out of view, all kept.
    expect(response.json()).toEqual({ messageId: version, hidden: 6, modelsQueried: ['openai', 'claude'] });

    const replies = await waitForReplies(alice, conversationId, version, 2);
    expect(replies.map((reply) => reply.content).sort()).toEqual([
      'Claude (claude-3-7-sonnet-20250219) answers: Q1, put better',
      openaiAnswer('Q1, put better'),
    ]);
    const shown = await readConversation(alice, conversationId);
    expect(shown.map((message) => message.id)).toEqual([version, ...replies.map((reply) => reply.id)]);
    expect(shown[0]).toMatchObject({ content: 'Q1, put better', branchIds: [q1.messageId, version] });
    const stored = await settledConversation(ctx.db, conversationId);
    expect(stored.messages).toHaveLength(9);
    expect(stored.messages.find((message) => message.id === q1.messageId)?.content).toBe('Q1');
    expect(stored.jobs).toHaveLength(6);
    expectOneReplyPerJob(stored);
    expect(apps.openai.requests).toHaveLength(requestsBefore + 1);
    expect(lastOpenAiThread()).toBe(JSON.stringify([{ role: 'user', content: 'Q1, put better' }]));
  });

  it('keeps the versions of an earlier turn’s reply, though they were stored after the question edited', async () => {
    const alice = await withWorker();
    const { sent, first, second } = await regeneratedTurn(alice);
    const { conversationId } = sent;
    const q2 = await sendChat(alice, { message: 'Q2', conversationId, models: ['openai'] });
    await waitForReplies(alice, conversationId, q2.messageId, 1);
    expect((await regenerate(alice, first.id)).statusCode).toBe(200);
    const stored = async () => listMessages(ctx.db, conversationId);
    await waitUntil(async () => (await stored()).length === 6, 'the third version');

    const response = await edit(alice, q2.messageId, { message: 'Q2 edited' });
    expect(response.json()).toMatchObject({ hidden: 2 });
    const answer = openaiAnswer('Q2 edited');
    await waitUntil(async () => (await stored()).some((message) => message.content === answer), 'the new answer');
    const versions = (await stored()).filter((message) => message.replyTo === sent.messageId);
    expect(versions.map((message) => [message.id, message.active, message.onPath])).toEqual([
      [first.id, false, true],
      [second.id, false, true],
      [expect.any(Number), true, true],
    ]);
    // Q2 was answered with the version of Q1's reply shown; so is its new version.
    expect(lastOpenAiThread()).toContain('Q2 edited');
    expect(lastOpenAiThread()).not.toContain('"Q2"');
  });

  it('asks only the sides the question was sent to, and ends their jobs still to answer the version set aside', async () => {
    const alice = await withoutWorker();
    const q1 = await sendChat(alice, { message: 'Q1', models: ['claude'] });

    const response = await edit(alice, q1.messageId, { message: 'Q1 again' });
    const { messageId: version } = response.json();
    expect(response.json()).toEqual({ messageId: version, hidden: 1, modelsQueried: ['claude'] });
    const jobs = await findReplyJobs(ctx.db, q1.conversationId);
    expect(jobs.map((job) => [job.provider, job.status, job.userMessageId])).toEqual([['claude', 'pending', version]]);
  });

  it('gives the new version the files of the question it edits, and deletes no file', async () => {
    const alice = await withoutWorker();
    const kept = await upload(alice, SAMPLES.png.name, SAMPLES.png.bytes);
    const later = await upload(alice, SAMPLES.pdf.name, SAMPLES.pdf.bytes);
    const q1 = await sendChat(alice, { message: 'Look [File: photo.png]', models: ['openai'], attachments: [kept] });
    await sendChat(alice, {
      message: 'And [File: paper.pdf]',
      conversationId: q1.conversationId,
      models: ['openai'],
      attachments: [later],
    });
    const laterKey = await storageKeyOf(ctx.db, later);

    const response = await edit(alice, q1.messageId, { message: 'Look again [File: photo.png]' });
    expect(response.json()).toMatchObject({ hidden: 2 });
    const [question, ...rest] = await readConversation(alice, q1.conversationId);
    expect(rest).toEqual([]);
    expect(question).toMatchObject({
      content: 'Look again [File: photo.png]',
      attachments: [expect.objectContaining({ id: kept, originalname: 'photo.png' })],
    });
    expect(await isOnDisk(ctx.config.dataDir, laterKey ?? '')).toBe(true);
    // The file stays sent: another message cannot send it again.
    const again = await alice.call({
      method: 'POST',
      url: '/api/chat',
      payload: { message: 'Once more', models: ['openai'], attachments: [kept] },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'file_already_sent' });

    expect((await choose(alice, q1.messageId)).statusCode).toBe(200);
    const branch = await readConversation(alice, q1.conversationId);
    expect(branch.map((message) => [message.content, message.attachments.map((file) => file.id)])).toEqual([
      ['Look [File: photo.png]', [kept]],
      ['And [File: paper.pdf]', [later]],
    ]);
  });

  it('leaves a job of a question set aside that is still running nothing to write', async () => {
    const alice = await withoutWorker();
    const q1 = await sendChat(alice, { message: 'Q1', models: ['openai'] });
    // A worker elsewhere has it and is calling the provider.
    const [running] = await claimReplyJobs(ctx.db, 1, 60_000);
    if (!running) throw new Error('no job claimed');

    expect((await edit(alice, q1.messageId, { message: 'Q1 edited' })).statusCode).toBe(200);
    const outcome = {
      content: openaiAnswer('Q1'),
      error: false,
      model: 'gpt-4o',
      inputTokens: 1,
      outputTokens: 1,
      latencyMs: 1,
    };
    const written = await ctx.db.transaction((tx) => finishReplyJob(tx, running, outcome));

    expect(written).toBeUndefined();
    const stored = await settledConversation(ctx.db, q1.conversationId, 0);
    expect(stored.messages.map((message) => message.content)).toEqual(['Q1', 'Q1 edited']);
    expect(stored.jobs.map((job) => [job.id === running.id, job.status])).toEqual([[false, 'pending']]);
  });

  it('makes a finish that races an edit wait for it, then write nothing', async () => {
    const alice = await withoutWorker();
    const q1 = await sendChat(alice, { message: 'Q1', models: ['openai'] });
    const [running] = await claimReplyJobs(ctx.db, 1, 60_000);
    if (!running) throw new Error('no job claimed');
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let editing = () => {};
    const started = new Promise<void>((resolve) => {
      editing = resolve;
    });

    // The edit's transaction, held open once it has ended the job.
    const edited = ctx.db.transaction(async (tx) => {
      const question = await lockOwnMessage(tx, alice.user.id, q1.messageId);
      if (!question) throw new Error('no question');
      const version = await insertQuestionVersion(tx, question, 'Q1 edited');
      await showQuestionVersion(tx, version);
      await endJobsOffPath(tx, q1.conversationId);
      editing();
      await gate;
    });
    await started;
    const finished = ctx.db.transaction((tx) =>
      finishReplyJob(tx, running, {
        content: 'late',
        error: false,
        model: 'gpt-4o',
        inputTokens: 1,
        outputTokens: 1,
        latencyMs: 1,
      }),
    );
    await waitForLockWait(ctx.database);
    release();
    await edited;

    expect(await finished).toBeUndefined();
    const contents = (await listMessages(ctx.db, q1.conversationId)).map((message) => message.content);
    expect(contents).toEqual(['Q1', 'Q1 edited']);
  });

  it('stores only the new reply when an edit lands while the old one is streaming', async () => {
    const alice = await withWorker();
    apps.openai.queueFaults({ kind: 'drip', delayMs: 150 });
    const q1 = await sendChat(alice, { message: 'Q1', models: ['openai'] });
    await waitUntil(() => apps.openai.requests.length === 1, 'the first call to start');

    const response = await edit(alice, q1.messageId, { message: 'Q1 edited' });
    expect(response.statusCode).toBe(200);
    const { messageId: version } = response.json();
    const [reply] = await waitForReplies(alice, q1.conversationId, version, 1);

    expect(reply).toMatchObject({ content: openaiAnswer('Q1 edited'), active: true, replyTo: version });
    const stored = await settledConversation(ctx.db, q1.conversationId, 2_500);
    expect(stored.messages.map((message) => message.content)).toEqual(['Q1', 'Q1 edited', openaiAnswer('Q1 edited')]);
    expectOneReplyPerJob(stored);
  });

  it('tells the live channel which jobs it ended before the new version and its replies', async () => {
    const alice = await signIn(ctx);
    const app = await apps.startEnqueuer();
    const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    const caller = callingApp(alice, app);
    const q1 = await sendChat(caller, { message: 'Q1', models: ['openai'] });
    const [oldJob] = await findReplyJobs(ctx.db, q1.conversationId);
    const live = await openLive(baseUrl, q1.conversationId, { cookie: alice.cookie, after: q1.messageId });
    await live.waitFor((event) => event.event === 'snapshot');

    const response = await edit(caller, q1.messageId, { message: 'Q1 edited' });
    expect(response.statusCode).toBe(200);
    const { messageId: version } = response.json();
    const reply = await live.waitFor((event) => event.event === 'reply' && event.data.jobId !== oldJob?.id);
    live.close();

    const after = live.events.slice(1).map((event) => event.event);
    expect(after).toEqual(['conversation-changed', 'message', 'reply']);
    expect(live.events[1]?.data).toEqual({ removedJobIds: [oldJob?.id], branchFrom: version });
    expect(live.events[2]?.data.message).toMatchObject({
      id: version,
      content: 'Q1 edited',
      branchIds: [q1.messageId, version],
    });
    expect(reply.data).toMatchObject({ provider: 'openai', userMessageId: version, text: '' });
  });
});
