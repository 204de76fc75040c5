import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conversations } from '#server/db/schema/conversations';
import { type ExportFile, exportFileSchema } from '#shared/api/exports';
import type { Judgement } from '#shared/api/judgements';
import type { Message } from '#shared/api/messages';
import type { Vote } from '#shared/api/votes';
import { type SignedIn, signIn, useTestApp } from '#tests/helpers/test-app';
import { createJudgedConversation } from '#tests/helpers/verdict-fixtures';

// Export and import of what a turn's ending and judging say (decisions 041, 040, 044 and 046):
// finish reasons, votes with their blind flag and judged versions, and judges' verdicts.

const ctx = useTestApp();

const exportAll = async (caller: SignedIn) => {
  const response = await caller.call({ url: '/api/user/export' });
  expect(response.statusCode).toBe(200);
  return response.json() as ExportFile;
};
const withoutDate = ({ exportedAt: _, ...rest }: ExportFile) => rest;

describe('export of finish reasons, votes and verdicts', () => {
  it('writes each reply’s finish reason, and each turn’s vote and verdict naming replies by the file’s ids', async () => {
    const alice = await signIn(ctx);
    const data = await createJudgedConversation(ctx.db, alice.user.id);

    const response = await alice.call({ url: `/api/conversations/${data.conversation.id}/export?format=json` });

    expect(response.statusCode).toBe(200);
    const [conversation] = exportFileSchema.parse(response.json()).conversations;
    expect(conversation?.messages.map((message) => [message.id, message.sender, message.finishReason])).toEqual([
      [1, 'user', null],
      [2, 'openai', 'length'],
      [3, 'claude', 'other'],
      [4, 'openai', 'stop'],
      [5, 'user', null],
      [6, 'openai', 'content-filter'],
      [7, 'claude', 'length'],
    ]);
    const models = {
      left: { provider: 'openai', model: 'gpt-4o' },
      right: { provider: 'claude', model: 'claude-sonnet-4-5' },
    };
    expect(conversation?.votes).toEqual([
      {
        messageId: 1,
        choice: 'left',
        blind: true,
        ...models,
        leftReplyId: 2,
        rightReplyId: 3,
        createdAt: '2025-05-01T10:05:00.000Z',
        updatedAt: '2025-05-01T10:06:00.000Z',
      },
      {
        messageId: 5,
        choice: 'both-bad',
        blind: false,
        ...models,
        leftReplyId: 6,
        rightReplyId: null,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    ]);
    expect(conversation?.judgements).toEqual([
      {
        messageId: 1,
        judge: { provider: 'gemini', model: 'gemini-2.5-pro' },
        verdict: 'no-clear-winner',
        choices: ['left', 'right'],
        reason: 'Both name the moon; neither explains the second bulge well.',
        quotes: ['The moon pulls the oceans', 'Two bulges\nof water.'],
        leftReplyId: 4,
        rightReplyId: 3,
        createdAt: '2025-05-01T10:07:00.000Z',
      },
      {
        messageId: 5,
        judge: { provider: 'openai', model: 'gpt-4o-mini' },
        verdict: 'right',
        choices: ['right', 'tie'],
        reason: '',
        quotes: [],
        leftReplyId: 6,
        rightReplyId: 7,
        createdAt: expect.any(String),
      },
    ]);
    // One entry a line, each array after the messages: two exports diff line by line.
    expect(response.body).toContain('\n],"votes":[\n{"messageId":1,');
    expect(response.body).toContain('\n],"judgements":[\n{"messageId":1,');
  });

  it('writes Markdown with cut-off replies marked, and the vote and the verdict under their turn', async () => {
    const alice = await signIn(ctx);
    const { conversation } = await createJudgedConversation(ctx.db, alice.user.id);

    const response = await alice.call({ url: `/api/conversations/${conversation.id}/export?format=markdown` });

    expect(response.statusCode).toBe(200);
    const [, first = '', second = ''] = response.body.split(/^## Turn \d+$/m);
    // The version shown ended as its model chose: the cut-off one before it is not shown.
    expect(first).not.toContain('cut off');
    expect(first).toContain(
      "**Your vote:** OpenAI · gpt-4o's answer is better (cast blind; on earlier versions of these answers).",
    );
    expect(first).toContain(
      '**Judge** (Gemini · gemini-2.5-pro): No clear winner: asked with the answers in both orders, it picked differently.\n\n' +
        'Both name the moon; neither explains the second bulge well.\n\n' +
        '> The moon pulls the oceans\n\n> Two bulges\n> of water.',
    );
    expect(first.indexOf('### Claude')).toBeLessThan(first.indexOf('**Your vote:**'));
    expect(first.indexOf('**Your vote:**')).toBeLessThan(first.indexOf('**Judge**'));
    expect(second).toContain('### OpenAI · gpt-4o\n\nI cannot\n\n_(cut off: content filter)_');
    expect(second).toContain('### Claude · claude-sonnet-4-5\n\nWhen sun and moon\n\n_(cut off: token limit)_');
    expect(second).toContain('**Your vote:** Both bad (on earlier versions of these answers).');
    expect(second).toContain("**Judge** (OpenAI · gpt-4o-mini): Claude · claude-sonnet-4-5's answer is better.\n");
  });
});

describe('import of finish reasons, votes and verdicts', () => {
  it('round trip: export, import into a fresh account, export again gives the same file', async () => {
    const alice = await signIn(ctx);
    await createJudgedConversation(ctx.db, alice.user.id);
    const exported = await exportAll(alice);
    const bob = await signIn(ctx);

    const response = await bob.call({ method: 'POST', url: '/api/user/import', payload: exported });

    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ projects: 0, conversations: 1, messages: 7, renamedProjects: 0 });
    expect(withoutDate(await exportAll(bob))).toEqual(withoutDate(exported));
  });

  it('binds the imported votes and verdicts to the new replies, counted as they were', async () => {
    const alice = await signIn(ctx);
    await createJudgedConversation(ctx.db, alice.user.id);
    const bob = await signIn(ctx);
    await bob.call({ method: 'POST', url: '/api/user/import', payload: await exportAll(alice) });
    const [imported] = await ctx.db.select().from(conversations).where(eq(conversations.userId, bob.user.id));
    const base = `/api/conversations/${imported?.id}`;

    const thread = (await bob.call({ url: base })).json() as Message[];
    const votes = (await bob.call({ url: `${base}/votes` })).json() as Vote[];
    const judgements = (await bob.call({ url: `${base}/judgements` })).json() as Judgement[];

    const [first, cutOff, other, regenerated, second, filtered, cutShort] = thread.map((message) => message.id);
    expect(thread.map((message) => message.finishReason ?? null)).toEqual([
      null,
      'length',
      'other',
      'stop',
      null,
      'content-filter',
      'length',
    ]);
    // The blind vote judged the cut-off version, no longer shown: withdrawn, as it was in Alice's account.
    expect(votes).toMatchObject([
      { messageId: first, choice: 'left', blind: true, leftReplyId: cutOff, rightReplyId: other, counted: false },
      { messageId: second, choice: 'both-bad', blind: false, leftReplyId: filtered, rightReplyId: null },
    ]);
    expect(judgements).toMatchObject([
      { messageId: first, verdict: 'no-clear-winner', leftReplyId: regenerated, rightReplyId: other },
      { messageId: second, verdict: 'right', leftReplyId: filtered, rightReplyId: cutShort },
    ]);
  });
});
