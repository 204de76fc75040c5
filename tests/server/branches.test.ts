import { describe, expect, it } from 'vitest';
import { claimReplyJobs, findReplyJobs, finishReplyJob } from '#server/db/queries/reply-jobs';
import type { ExportFile } from '#shared/api/exports';
import type { MessagePage } from '#shared/api/message-pages';
import type { Message } from '#shared/api/messages';
import type { SearchResponse } from '#shared/api/search';
import { sendChat, waitForReplies } from '#tests/helpers/chat';
import { openLive } from '#tests/helpers/live-client';
import { useReplyApps } from '#tests/helpers/reply-apps';
import { callingApp, type SignedIn, signIn, useTestApp } from '#tests/helpers/test-app';
import { waitUntil } from '#tests/helpers/wait-until';

// Branches (decision 055): an edit adds a version of a question, which heads its own later
// conversation; choosing a version brings its branch back, and every read follows the branch shown.

const ctx = useTestApp();
const apps = useReplyApps(ctx);

const answer = (question: string) => `OpenAI (gpt-4o) answers: ${question}`;

const edit = async (caller: SignedIn, messageId: number, message: string): Promise<number> => {
  const response = await caller.call({ method: 'PATCH', url: `/api/messages/${messageId}`, payload: { message } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().messageId;
};

const choose = async (caller: SignedIn, messageId: number) => {
  const response = await caller.call({ method: 'PUT', url: `/api/messages/${messageId}/active` });
  expect(response.statusCode, response.body).toBe(200);
};

async function shown(caller: SignedIn, conversationId: number): Promise<Message[]> {
  const response = await caller.call({ url: `/api/conversations/${conversationId}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const contents = (messages: readonly Message[]) => messages.map((message) => message.content);

/** What the last request to OpenAI carried as the conversation, without the system prompt. */
function lastOpenAiThread(): string[] {
  const messages = (apps.openai.requests.at(-1)?.body.messages ?? []) as { role: string; content: string }[];
  return messages.filter((message) => message.role !== 'system').map((message) => message.content);
}

/** Asks `question` of OpenAI in the conversation (a new one unless given) and waits for the answer. */
async function ask(caller: SignedIn, question: string, conversationId?: number) {
  const sent = await sendChat(caller, { message: question, models: ['openai'], conversationId });
  await waitForReplies(caller, sent.conversationId, sent.messageId, 1);
  return sent;
}

/** Q1 and Q2 answered, then Q2 edited into Q2' and answered: the conversation and both versions' ids. */
async function editedConversation(caller: SignedIn) {
  const q1 = await ask(caller, 'Q1');
  const q2 = await ask(caller, 'Q2', q1.conversationId);
  const version = await edit(caller, q2.messageId, "Q2'");
  await waitForReplies(caller, q1.conversationId, version, 1);
  return { conversationId: q1.conversationId, q1: q1.messageId, q2: q2.messageId, version };
}

describe('the branch shown', () => {
  it('is all a page, the updates poll and the whole conversation read; choosing a version brings its branch back', async () => {
    const alice = callingApp(await signIn(ctx), await apps.start());
    const { conversationId, q1, q2, version } = await editedConversation(alice);

    const page = (await alice.call({ url: `/api/conversations/${conversationId}/messages` })).json<MessagePage>();
    expect(contents(page.messages)).toEqual(['Q1', answer('Q1'), "Q2'", answer("Q2'")]);
    expect(page.messages[2]?.branchIds).toEqual([q2, version]);
    expect(page.messages[0]?.branchIds).toBeUndefined();
    const updates = await alice.call({
      url: `/api/messages/updates?conversationId=${conversationId}&afterMessageId=${q1}`,
    });
    expect(contents(updates.json())).toEqual([answer('Q1'), "Q2'", answer("Q2'")]);

    await choose(alice, q2);
    const earlier = await shown(alice, conversationId);
    expect(contents(earlier)).toEqual(['Q1', answer('Q1'), 'Q2', answer('Q2')]);
    expect(earlier[2]).toMatchObject({ id: q2, branchIds: [q2, version] });
    await choose(alice, version);
    expect(contents(await shown(alice, conversationId))).toEqual(['Q1', answer('Q1'), "Q2'", answer("Q2'")]);
  });

  it('is the thread each side is sent: a question asked on either branch carries that branch only', async () => {
    const alice = callingApp(await signIn(ctx), await apps.start());
    const { conversationId, q2, version } = await editedConversation(alice);

    await choose(alice, q2);
    await ask(alice, 'Q3', conversationId);
    expect(lastOpenAiThread()).toEqual(['Q1', answer('Q1'), 'Q2', answer('Q2'), 'Q3']);
    await choose(alice, version);
    await ask(alice, 'Q4', conversationId);
    expect(lastOpenAiThread()).toEqual(['Q1', answer('Q1'), "Q2'", answer("Q2'"), 'Q4']);
    await choose(alice, q2);
    expect(contents(await shown(alice, conversationId))).toEqual([
      'Q1',
      answer('Q1'),
      'Q2',
      answer('Q2'),
      'Q3',
      answer('Q3'),
    ]);
  });

  it('keeps a reply that lands on a branch set aside out of view until that branch is shown', async () => {
    const alice = callingApp(await signIn(ctx), await apps.startEnqueuer());
    const outcome = (content: string) => ({
      content,
      error: false,
      model: 'gpt-4o',
      inputTokens: 1,
      outputTokens: 1,
      latencyMs: 1,
    });
    const q1 = await sendChat(alice, { message: 'Q1', models: ['openai'] });
    const [first] = await claimReplyJobs(ctx.db, 1, 60_000);
    if (!first) throw new Error('no job claimed');
    await ctx.db.transaction((tx) => finishReplyJob(tx, first, outcome('A1')));
    const version = await edit(alice, q1.messageId, "Q1'");

    // Switched back while the new version's job waits: its reply is stored on the branch set aside.
    await choose(alice, q1.messageId);
    const [pending] = await claimReplyJobs(ctx.db, 1, 60_000);
    expect(pending?.userMessageId).toBe(version);
    if (!pending) throw new Error('no job claimed');
    await ctx.db.transaction((tx) => finishReplyJob(tx, pending, outcome("A1'")));

    expect(contents(await shown(alice, q1.conversationId))).toEqual(['Q1', 'A1']);
    await choose(alice, version);
    expect(contents(await shown(alice, q1.conversationId))).toEqual(["Q1'", "A1'"]);
  });

  it('tells a live channel to drop a reply that was streaming when its branch was set aside', async () => {
    const alice = await signIn(ctx);
    const app = await apps.start();
    const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    const caller = callingApp(alice, app);
    const q1 = await ask(caller, 'Q1');
    apps.openai.queueFaults({ kind: 'drip', delayMs: 100 });
    const requests = apps.openai.requests.length;
    const version = await edit(caller, q1.messageId, "Q1'");
    const [job] = (await findReplyJobs(ctx.db, q1.conversationId)).filter((row) => row.userMessageId === version);
    await waitUntil(() => apps.openai.requests.length > requests, "the new version's call to start");
    const live = await openLive(baseUrl, q1.conversationId, { cookie: alice.cookie, after: version });
    await live.waitFor((event) => event.event === 'snapshot');

    await choose(caller, q1.messageId);
    const dropped = await live.waitFor(
      (event) => event.event === 'conversation-changed' && event.data.removedJobIds.includes(job?.id),
    );
    live.close();

    expect(dropped.data).toEqual({ removedJobIds: [job?.id] });
    expect(live.events.some((event) => event.event === 'done')).toBe(false);
    expect(contents(await shown(caller, q1.conversationId))).toEqual(['Q1', answer('Q1')]);
    await choose(caller, version);
    expect(contents(await shown(caller, q1.conversationId))).toEqual(["Q1'", answer("Q1'")]);
  });

  it('is all a live channel opened on it hears of replies still to come', async () => {
    const alice = await signIn(ctx);
    const app = await apps.startEnqueuer();
    const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    const caller = callingApp(alice, app);
    const q1 = await sendChat(caller, { message: 'Q1', models: ['openai'] });
    const version = await edit(caller, q1.messageId, "Q1'");
    const pendingOf = async () => {
      const live = await openLive(baseUrl, q1.conversationId, { cookie: alice.cookie });
      const snapshot = await live.waitFor((event) => event.event === 'snapshot');
      live.close();
      return snapshot.data.replies.map((reply: { userMessageId: number }) => reply.userMessageId);
    };

    expect(await pendingOf()).toEqual([version]);
    await choose(caller, q1.messageId);
    expect(await pendingOf()).toEqual([]);
  });

  it('is what search finds', async () => {
    const alice = callingApp(await signIn(ctx), await apps.start());
    const q1 = await ask(alice, 'Tell me about otters');
    const version = await edit(alice, q1.messageId, 'Tell me about beavers');
    await waitForReplies(alice, q1.conversationId, version, 1);

    const search = async (q: string) =>
      (await alice.call({ url: `/api/search?q=${q}` })).json<SearchResponse>().results.flatMap((result) => result.hits);
    expect((await search('beavers')).map((hit) => hit.messageId)).toContain(version);
    expect(await search('otters')).toEqual([]);
    await choose(alice, q1.messageId);
    expect((await search('otters')).map((hit) => hit.messageId)).toContain(q1.messageId);
  });
});

describe('branches in exports', () => {
  it('are all in the JSON file, the branch shown in Markdown, and come back whole from an import', async () => {
    const alice = callingApp(await signIn(ctx), await apps.start());
    const { conversationId } = await editedConversation(alice);

    const json = await alice.call({ url: `/api/conversations/${conversationId}/export?format=json` });
    const file = json.json<ExportFile>();
    const messages = file.conversations[0]?.messages ?? [];
    expect(messages.map((message) => [message.id, message.content, message.parentId, message.active])).toEqual([
      [1, 'Q1', null, true],
      [2, answer('Q1'), undefined, true],
      [3, 'Q2', 1, false],
      [4, answer('Q2'), undefined, true],
      [5, "Q2'", 1, true],
      [6, answer("Q2'"), undefined, true],
    ]);
    const markdown = (await alice.call({ url: `/api/conversations/${conversationId}/export?format=markdown` })).body;
    expect(markdown).toContain("Q2'");
    expect(markdown).not.toMatch(/\bQ2\b(?!')/);

    const bob = callingApp(await signIn(ctx), await apps.start());
    const imported = await bob.call({ method: 'POST', url: '/api/user/import', payload: file });
    expect(imported.statusCode, imported.body).toBe(201);
    const [conversation] = (await bob.call({ url: '/api/conversations' })).json<{ id: number }[]>();
    const id = conversation?.id ?? 0;
    const branch = await shown(bob, id);
    expect(contents(branch)).toEqual(['Q1', answer('Q1'), "Q2'", answer("Q2'")]);
    const [earlier, later] = branch[2]?.branchIds ?? [];
    await choose(bob, earlier ?? 0);
    expect(contents(await shown(bob, id))).toEqual(['Q1', answer('Q1'), 'Q2', answer('Q2')]);
    expect(later).toBe(branch[2]?.id);
    const again = await bob.call({ url: `/api/conversations/${id}/export?format=json` });
    expect(again.json<ExportFile>().conversations[0]?.messages.map((message) => message.active)).toEqual([
      true,
      true,
      true,
      true,
      false,
      true,
    ]);
  });

  it('refuses a file whose question follows a reply, or shows two versions of one question', async () => {
    const alice = callingApp(await signIn(ctx), await apps.startEnqueuer());
    const message = (id: number, fields: Record<string, unknown>) => ({
      id,
      sender: 'user',
      content: `Message ${id}`,
      createdAt: '2025-05-01T10:00:00.000Z',
      ...fields,
    });
    const reply = { ...message(2, { sender: 'openai', model: 'gpt-4o', replyTo: 1 }), content: 'Hi' };
    const fileOf = (messages: unknown[]) => ({
      format: 'pairwise-export',
      version: 5,
      exportedAt: '2025-05-02T00:00:00.000Z',
      projects: [],
      conversations: [
        { title: 'Branches', createdAt: '2025-05-01T10:00:00.000Z', updatedAt: '2025-05-01T10:00:00.000Z', messages },
      ],
    });

    const afterReply = fileOf([message(1, { parentId: null }), reply, message(3, { parentId: 2 })]);
    const twoShown = fileOf([message(1, { parentId: null }), message(3, { parentId: null })]);
    const answers = await Promise.all(
      [afterReply, twoShown].map((payload) => alice.call({ method: 'POST', url: '/api/user/import', payload })),
    );
    expect(answers.map((response) => response.statusCode)).toEqual([400, 400]);
    expect(answers[0]?.json().message).toContain('parentId: Expected the id of an earlier message from the user');
    expect(answers[1]?.json().message).toContain('Another version of this message is already the one shown');
    expect((await alice.call({ url: '/api/conversations' })).json()).toEqual([]);
  });
});
