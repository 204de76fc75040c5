import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { findReplyJobs } from '#server/db/queries/reply-jobs';
import type { Conversation } from '#shared/api/conversations';
import type { Message } from '#shared/api/messages';
import type { ModelsResponse } from '#shared/api/models';
import type { ModelServer } from '#tests/fakes/model-server';
import { sendChat, waitForReplies } from '#tests/helpers/chat';
import { useReplyApps } from '#tests/helpers/reply-apps';
import { callingApp, type SignedIn, signIn, useTestApp } from '#tests/helpers/test-app';

// POST /api/chat with `contestants` (docs/decisions/039-contestants.md): any two connections and
// models, each side with its own thread, kept by the conversation and asked again.
const ctx = useTestApp();
const apps = useReplyApps(ctx, { gemini: true });

const HAIKU = 'claude-3-haiku-20240307';
const FLASH = 'gemini-2.5-flash';

async function signedInTo(app: FastifyInstance): Promise<SignedIn> {
  return callingApp(await signIn(ctx), app);
}

async function conversationOf(caller: SignedIn, id: number): Promise<Conversation> {
  const list = (await caller.call({ url: '/api/conversations' })).json() as Conversation[];
  const found = list.find((conversation) => conversation.id === id);
  if (!found) throw new Error(`conversation ${id} not listed`);
  return found;
}

const bySide = (replies: Message[]) => Object.fromEntries(replies.map((reply) => [reply.side, reply]));

/** Every text a provider was sent in one request, as one string. */
const sentText = (request: ModelServer['requests'][number] | undefined) => JSON.stringify(request?.body ?? null);

describe('two contestants of two connections', () => {
  it('asks Claude (side a) against Gemini (side b), keeps the pair, and asks it again with each side’s own thread', async () => {
    const app = await apps.start();
    const alice = await signedInTo(app);
    const models = ((await alice.call({ url: '/api/models' })).json() as ModelsResponse).providers;
    const claudeDefaults = models.find((entry) => entry.id === 'claude');

    const first = await sendChat(alice, {
      message: 'Q1',
      contestants: [
        { provider: 'claude', model: HAIKU },
        { provider: 'gemini', model: FLASH, temperature: 1.5, maxTokens: 500 },
      ],
    });
    expect(first.modelsQueried).toEqual(['claude', 'gemini']);
    const firstReplies = bySide(await waitForReplies(alice, first.conversationId, first.messageId, 2));
    expect(firstReplies.a).toMatchObject({ sender: 'claude', model: HAIKU, error: false });
    expect(firstReplies.b).toMatchObject({ sender: 'gemini', model: FLASH, content: `Gemini (${FLASH}) answers: Q1` });
    expect(apps.gemini.requests[0]?.body).toMatchObject({
      generationConfig: { temperature: 1.5, maxOutputTokens: 500 },
    });

    expect((await conversationOf(alice, first.conversationId)).contestants).toEqual([
      {
        provider: 'claude',
        model: HAIKU,
        temperature: claudeDefaults?.temperature.default,
        maxTokens: claudeDefaults?.maxTokens.default,
      },
      { provider: 'gemini', model: FLASH, temperature: 1.5, maxTokens: 500 },
    ]);

    // No models and no contestants: the conversation's pair again.
    const second = await sendChat(alice, { message: 'Q2', conversationId: first.conversationId });
    expect(second.modelsQueried).toEqual(['claude', 'gemini']);
    await waitForReplies(alice, first.conversationId, second.messageId, 2);
    const toGemini = sentText(apps.gemini.requests[1]);
    expect(toGemini).toContain(`Gemini (${FLASH}) answers: Q1`);
    expect(toGemini).not.toContain(firstReplies.a?.content);
    const toClaude = sentText(apps.anthropic.requests[1]);
    expect(toClaude).toContain(firstReplies.a?.content);
    expect(toClaude).not.toContain('Gemini (');

    // SPEC's models ask the pair they name, and the conversation no longer keeps contestants.
    await sendChat(alice, { message: 'Q3', conversationId: first.conversationId, models: ['openai'] });
    expect((await conversationOf(alice, first.conversationId)).contestants).toBeNull();
  });

  it('asks a reply again (regenerate) and an edited message with the conversation’s contestants', async () => {
    const app = await apps.start();
    const alice = await signedInTo(app);
    const contestants = [
      { provider: 'gemini', model: FLASH, temperature: 1.2 },
      { provider: 'claude', model: HAIKU, maxTokens: 300 },
    ];
    const sent = await sendChat(alice, { message: 'Q1', contestants });
    const replies = bySide(await waitForReplies(alice, sent.conversationId, sent.messageId, 2));

    const regenerated = await alice.call({
      method: 'POST',
      url: `/api/messages/${replies.b?.id}/regenerate`,
      payload: {},
    });
    expect(regenerated.statusCode, regenerated.body).toBe(200);
    expect(regenerated.json()).toMatchObject({ provider: 'claude', side: 'b', model: HAIKU });
    const edited = await alice.call({
      method: 'PATCH',
      url: `/api/messages/${sent.messageId}`,
      payload: { message: 'Q1 again' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ modelsQueried: ['gemini', 'claude'] });

    const jobs = await findReplyJobs(ctx.db, sent.conversationId);
    const asked = jobs.map(({ provider, side, model, temperature, maxTokens }) => ({
      provider,
      side,
      model,
      temperature,
      maxTokens,
    }));
    expect(asked.slice(-2)).toEqual([
      expect.objectContaining({ provider: 'gemini', side: 'a', model: FLASH, temperature: expect.closeTo(1.2, 5) }),
      expect.objectContaining({ provider: 'claude', side: 'b', model: HAIKU, maxTokens: 300 }),
    ]);
  });
});

describe('two models of one connection', () => {
  it('keeps a thread per side, and stops and votes by side', async () => {
    const app = await apps.start();
    const alice = await signedInTo(app);
    const contestants = [
      { provider: 'openai', model: 'gpt-4o' },
      { provider: 'openai', model: 'gpt-4-turbo' },
    ];
    const first = await sendChat(alice, { message: 'Q1', contestants });
    expect(first.modelsQueried).toEqual(['openai', 'openai']);
    const replies = bySide(await waitForReplies(alice, first.conversationId, first.messageId, 2));
    expect(replies.a).toMatchObject({ sender: 'openai', model: 'gpt-4o', content: 'OpenAI (gpt-4o) answers: Q1' });
    expect(replies.b).toMatchObject({ sender: 'openai', model: 'gpt-4-turbo' });

    const vote = await alice.call({
      method: 'PUT',
      url: `/api/messages/${first.messageId}/vote`,
      payload: { choice: 'right' },
    });
    expect(vote.statusCode, vote.body).toBe(200);
    expect(vote.json()).toMatchObject({
      left: { provider: 'openai', model: 'gpt-4o' },
      right: { provider: 'openai', model: 'gpt-4-turbo' },
    });

    const second = await sendChat(alice, { message: 'Q2', conversationId: first.conversationId });
    await waitForReplies(alice, first.conversationId, second.messageId, 2);
    const later = apps.openai.requests.slice(2).map(sentText);
    const toA = later.find((text) => text.includes('"model":"gpt-4o"'));
    const toB = later.find((text) => text.includes('"model":"gpt-4-turbo"'));
    expect(toA).toContain('OpenAI (gpt-4o) answers: Q1');
    expect(toA).not.toContain('OpenAI (gpt-4-turbo) answers');
    expect(toB).toContain('OpenAI (gpt-4-turbo) answers: Q1');
    expect(toB).not.toContain('OpenAI (gpt-4o) answers');
  });

  it('stops one side of a same-connection pair and leaves the other asked', async () => {
    const enqueuer = await apps.startEnqueuer();
    const alice = await signedInTo(enqueuer);
    const sent = await sendChat(alice, {
      message: 'Q1',
      contestants: [
        { provider: 'openai', model: 'gpt-4o' },
        { provider: 'openai', model: 'gpt-3.5-turbo' },
      ],
    });

    const stopped = await alice.call({
      method: 'POST',
      url: `/api/messages/${sent.messageId}/stop`,
      payload: { side: 'b' },
    });
    expect(stopped.json()).toEqual({ stopped: 1 });
    const jobs = await findReplyJobs(ctx.db, sent.conversationId);
    expect(jobs.map(({ side, model, status }) => [side, model, status])).toEqual([
      ['a', 'gpt-4o', 'pending'],
      ['b', 'gpt-3.5-turbo', 'done'],
    ]);
  });
});

describe('a pair the server cannot ask', () => {
  it('is a 400 that names what is wrong, and stores nothing', async () => {
    const enqueuer = await apps.startEnqueuer();
    const alice = await signedInTo(enqueuer);
    const gpt = { provider: 'openai', model: 'gpt-4o' };
    const cases: [string, Record<string, unknown>, RegExp][] = [
      ['two identical contestants', { contestants: [gpt, gpt] }, /same model/],
      ['an unknown connection', { contestants: [{ provider: 'mistral', model: 'large' }] }, /no connection ..?mistral/],
      ['a connection id that is no slug', { contestants: [{ provider: 'Open AI', model: 'gpt-4o' }] }, /connection id/],
      ['an empty list', { contestants: [] }, /at least one/],
      ['three', { contestants: [gpt, { ...gpt, model: 'gpt-4-turbo' }, { ...gpt, model: 'gpt-3.5-turbo' }] }, /two/],
      ['models with contestants', { models: ['openai'], contestants: [gpt] }, /either models or contestants/],
      [
        'a model the connection lacks',
        { contestants: [{ provider: 'gemini', model: 'gemini-0' }] },
        /Gemini has no model/,
      ],
      [
        'Claude past its own scale',
        { contestants: [{ provider: 'claude', model: HAIKU, temperature: 1.5 }] },
        /from 0 to 1/,
      ],
      ['max tokens past the limit', { contestants: [{ ...gpt, maxTokens: 100_000 }] }, /maxTokens|max tokens|4096/i],
      ['an unknown field', { contestants: [{ ...gpt, topP: 0.5 }] }, /topP|Unrecognized/],
    ];
    for (const [name, payload, message] of cases) {
      const response = await alice.call({ method: 'POST', url: '/api/chat', payload: { message: 'Hi', ...payload } });
      expect(response.statusCode, name).toBe(400);
      expect(response.body, name).toMatch(message);
    }
    expect((await alice.call({ url: '/api/conversations' })).json()).toEqual([]);
  });
});
