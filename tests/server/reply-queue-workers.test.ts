import { describe, expect, it } from 'vitest';
import type { ModelServer } from '#tests/fakes/model-server';
import { expectOneReplyPerJob, sendChat, settledConversation, waitForReplies } from '#tests/helpers/chat';
import { useReplyApps } from '#tests/helpers/reply-apps';
import { callingApp, type SignedIn, signIn, useTestApp } from '#tests/helpers/test-app';

// Several server processes on one database, each with its own reply worker: every job is answered
// by exactly one of them, once. On PostgreSQL the workers' claims really run at the same time.

const ctx = useTestApp();
const apps = useReplyApps(ctx);

/** A worker app whose name is in its API keys, so that the fakes can tell which one called. */
const startWorker = (name: string, options: { ready?: boolean } = {}) =>
  apps.start(
    {
      OPENAI_API_KEY: `sk-${name}`,
      ANTHROPIC_API_KEY: `sk-ant-${name}`,
      REPLY_CONCURRENCY: '4',
    },
    options,
  );

const SENDS = 10;

/** Every conversation got one reply per provider, each job exactly one, and each provider was called once per job. */
async function expectEveryJobAnsweredOnce(sent: { conversationId: number; messageId: number }[], caller: SignedIn) {
  for (const { conversationId, messageId } of sent) {
    const replies = await waitForReplies(caller, conversationId, messageId, 2);
    expect(replies.map((reply) => [reply.sender, reply.error]).sort()).toEqual([
      ['claude', false],
      ['openai', false],
    ]);
  }
  for (const { conversationId } of sent) {
    const stored = await settledConversation(ctx.db, conversationId, 0);
    expectOneReplyPerJob(stored);
    expect(stored.jobs).toHaveLength(2);
  }
  // A job claimed by two workers at once would be called twice, even if only one reply got stored.
  expect(apps.openai.requests).toHaveLength(SENDS);
  expect(apps.anthropic.requests).toHaveLength(SENDS);
}

/** Which worker made each call, read from the API key it sent. */
const callers = (fake: ModelServer) =>
  new Set(
    fake.requests.map(({ headers }) => String(headers['x-api-key'] ?? headers.authorization).replace(/^Bearer /, '')),
  );

describe('two workers on one database', () => {
  it('share a full queue between them and answer every job exactly once', async () => {
    const alice = await signIn(ctx);
    const enqueuer = callingApp(alice, await apps.startEnqueuer());
    const sent = [];
    for (let n = 1; n <= SENDS; n++) {
      sent.push(await sendChat(enqueuer, { message: `Question ${n}`, models: ['openai', 'claude'] }));
    }
    // Calls that take a moment keep both workers busy at once, so both take part.
    apps.openai.alwaysFail({ kind: 'slow', delayMs: 200 });
    apps.anthropic.alwaysFail({ kind: 'slow', delayMs: 200 });

    const [one, two] = await Promise.all([startWorker('one', { ready: false }), startWorker('two', { ready: false })]);
    await Promise.all([one.ready(), two.ready()]);
    await expectEveryJobAnsweredOnce(sent, callingApp(alice, one));

    expect(callers(apps.openai)).toEqual(new Set(['sk-one', 'sk-two']));
    expect(callers(apps.anthropic)).toEqual(new Set(['sk-ant-one', 'sk-ant-two']));
  });

  it('answer every job exactly once while messages arrive through both of them', async () => {
    const alice = await signIn(ctx);
    const [one, two] = await Promise.all([startWorker('one'), startWorker('two')]);
    const through = (n: number) => callingApp(alice, n % 2 === 0 ? one : two);
    apps.openai.alwaysFail({ kind: 'slow', delayMs: 50 });
    apps.anthropic.alwaysFail({ kind: 'slow', delayMs: 50 });

    const sent = await Promise.all(
      Array.from({ length: SENDS }, (_, n) =>
        sendChat(through(n), { message: `Question ${n}`, models: ['openai', 'claude'] }),
      ),
    );

    await expectEveryJobAnsweredOnce(sent, through(0));
  });

  it('answer every job of one conversation once, each thread in order', async () => {
    const alice = await signIn(ctx);
    const [one, two] = await Promise.all([startWorker('one'), startWorker('two')]);
    const through = (n: number) => callingApp(alice, n % 2 === 0 ? one : two);

    let conversationId: number | undefined;
    for (let n = 0; n < SENDS; n++) {
      const caller = through(n);
      const sent = await sendChat(caller, { message: `Q${n}`, conversationId, models: ['openai', 'claude'] });
      conversationId = sent.conversationId;
      await waitForReplies(caller, conversationId, sent.messageId, 2);
    }
    if (!conversationId) throw new Error('nothing sent');

    const stored = await settledConversation(ctx.db, conversationId);
    expectOneReplyPerJob(stored);
    expect(stored.jobs).toHaveLength(SENDS * 2);
    expect(stored.messages).toHaveLength(SENDS * 3);
    expect(apps.openai.requests).toHaveLength(SENDS);
    expect(apps.anthropic.requests).toHaveLength(SENDS);
    // The last thread holds every earlier question and OpenAI's own answer to each, exactly once.
    const lastThread = apps.openai.requests.at(-1)?.body.messages as { role: string }[];
    expect(lastThread.map((turn) => turn.role)).toEqual([
      ...Array.from({ length: SENDS - 1 }, () => ['user', 'assistant']).flat(),
      'user',
    ]);
  });
});
