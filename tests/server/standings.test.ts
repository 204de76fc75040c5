import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { saveJudgement } from '#server/db/queries/turn-judgements';
import { messages } from '#server/db/schema/messages';
import { replyVotes } from '#server/db/schema/reply-votes';
import type { JudgeVerdict } from '#shared/api/judgements';
import type { Standings } from '#shared/api/standings';
import { ageRow, createConversation, createProject, createTurn } from '#tests/helpers/factories';
import { type SignedIn, signIn, useTestApp } from '#tests/helpers/test-app';

// The scoreboard page's figures: per pair and per model, filtered by project, period and blind.

const ctx = useTestApp();

interface Facts {
  firstTokenMs: number;
  inputTokens?: number;
  outputTokens?: number;
}

/** A turn of `openai` against `claude` (SPEC's pair), its replies' facts set, voted on as `choice`. */
async function votedTurn(
  who: SignedIn,
  models: { openai: string; claude: string },
  choice: 'left' | 'right' | 'tie' | 'both-bad',
  facts: { openai: Facts; claude: Facts },
  options: { conversationId?: number; blind?: boolean } = {},
) {
  const turn = await createTurn(ctx.db, who.user.id, models, options.conversationId);
  for (const sender of ['openai', 'claude'] as const) {
    await ctx.db
      .update(messages)
      .set(facts[sender])
      .where(and(eq(messages.conversationId, turn.conversationId), eq(messages.sender, sender)));
  }
  const voted = await who.call({
    method: 'PUT',
    url: `/api/messages/${turn.messageId}/vote`,
    payload: { choice, blind: options.blind ?? false },
  });
  expect(voted.statusCode, voted.body).toBe(200);
  return turn;
}

const standings = async (who: SignedIn, query = '') => {
  const response = await who.call({ url: `/api/votes/standings${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Standings>();
};

const pair = { openai: 'gpt-4o', claude: 'claude-sonnet-4-5' };
const tokens = { inputTokens: 1000, outputTokens: 500 };

describe('GET /api/votes/standings', () => {
  it('gives each pair its tally, its sides’ median first token and cost per answer, and the turns it counts', async () => {
    const alice = await signIn(ctx);
    const first = await votedTurn(alice, pair, 'left', {
      openai: { firstTokenMs: 100, ...tokens },
      claude: { firstTokenMs: 400 },
    });
    const second = await votedTurn(alice, pair, 'left', {
      openai: { firstTokenMs: 300, ...tokens },
      claude: { firstTokenMs: 600 },
    });
    const third = await votedTurn(alice, pair, 'tie', {
      openai: { firstTokenMs: 200, inputTokens: 2000, outputTokens: 1000 },
      claude: { firstTokenMs: 500 },
    });

    const { pairs } = await standings(alice);
    expect(pairs).toHaveLength(1);
    expect(pairs[0]).toMatchObject({
      left: { provider: 'openai', model: 'gpt-4o' },
      right: { provider: 'claude', model: 'claude-sonnet-4-5' },
      leftWins: 2,
      rightWins: 0,
      ties: 1,
      votes: 3,
      // Medians by hand: 100, 200, 300 and 400, 500, 600.
      leftFacts: { medianFirstTokenMs: 200 },
      // Claude's replies reported no tokens: its cost is not known.
      rightFacts: { medianFirstTokenMs: 500, costPerAnswer: null },
    });
    // GPT-4o at $2.50 in and $10 out per million: (4,000 × 2.5 + 2,000 × 10) ÷ 10⁶ over 3 answers.
    expect(pairs[0]?.leftFacts.costPerAnswer).toBeCloseTo(0.03 / 3, 9);
    expect(pairs[0]?.turns.map((turn) => turn.messageId)).toEqual([third, second, first].map((t) => t.messageId));
    expect(pairs[0]?.turns[0]).toMatchObject({ conversationId: third.conversationId, title: expect.any(String) });
  });

  it('sums each model over its pairs, with a Wilson interval and a verdict only once it is sure', async () => {
    const alice = await signIn(ctx);
    const none = { openai: { firstTokenMs: 1 }, claude: { firstTokenMs: 1 } };
    for (let i = 0; i < 8; i++) await votedTurn(alice, pair, 'left', none);
    await votedTurn(alice, { openai: 'gpt-4o', claude: 'claude-haiku-4-5' }, 'both-bad', none);

    const { models } = await standings(alice);
    expect(models.map((model) => [model.model, model.wins, model.losses, model.bothBad, model.votes])).toEqual([
      ['gpt-4o', 8, 0, 1, 9],
      ['claude-sonnet-4-5', 0, 8, 0, 8],
      ['claude-haiku-4-5', 0, 0, 1, 1],
    ]);
    // 8 of 8: Wilson's 95 % interval is 0.676–1, clear of an even split.
    expect(models[0]?.winShare?.low).toBeCloseTo(0.6756, 3);
    expect(models.map((model) => model.verdict)).toEqual(['ahead', 'behind', 'not-enough-votes']);
  });

  it('filters by project, by period and by blind votes', async () => {
    const alice = await signIn(ctx);
    const project = await createProject(ctx.db, alice.user.id);
    const inProject = await createConversation(ctx.db, alice.user.id, { projectId: project.id });
    const none = { openai: { firstTokenMs: 1 }, claude: { firstTokenMs: 1 } };
    await votedTurn(alice, pair, 'left', none, { conversationId: inProject.id });
    await votedTurn(alice, { openai: 'gpt-4o-mini', claude: 'claude-sonnet-4-5' }, 'right', none, { blind: true });
    const old = await votedTurn(alice, { openai: 'o3', claude: 'claude-sonnet-4-5' }, 'tie', none);
    const [oldVote] = await ctx.db
      .select({ id: replyVotes.id })
      .from(replyVotes)
      .where(eq(replyVotes.messageId, old.messageId));
    await ageRow(ctx.db, 'reply_votes', 'updated_at', oldVote?.id ?? 0, '40 days');

    const models = (result: Standings) => result.pairs.map((row) => row.left.model);
    expect(models(await standings(alice))).toHaveLength(3);
    expect(models(await standings(alice, `?projectId=${project.id}`))).toEqual(['gpt-4o']);
    expect(models(await standings(alice, '?period=30d')).sort()).toEqual(['gpt-4o', 'gpt-4o-mini']);
    expect(models(await standings(alice, '?period=90d'))).toHaveLength(3);
    expect(models(await standings(alice, '?blind=true'))).toEqual(['gpt-4o-mini']);
  });

  it('says how often a judge of the same replies agreed with the person', async () => {
    const alice = await signIn(ctx);
    const none = { openai: { firstTokenMs: 1 }, claude: { firstTokenMs: 1 } };
    const judged = async (choice: 'left' | 'right' | 'both-bad', verdict: JudgeVerdict, sameReplies = true) => {
      const turn = await votedTurn(alice, pair, choice, none);
      const [vote] = await ctx.db.select().from(replyVotes).where(eq(replyVotes.messageId, turn.messageId));
      await saveJudgement(ctx.db, {
        userId: alice.user.id,
        messageId: turn.messageId,
        judgeProvider: 'gemini',
        judgeModel: 'gemini-2.5-flash',
        leftReplyId: sameReplies ? (vote?.leftReplyId ?? null) : null,
        rightReplyId: vote?.rightReplyId ?? null,
        verdict,
        choices: ['left', 'left'],
        reason: '',
        quotes: [],
      });
    };
    await judged('left', 'left');
    await judged('both-bad', 'tie');
    await judged('right', 'no-clear-winner');
    await judged('right', 'left');
    // Judged on other versions than the vote: not counted either way.
    await judged('left', 'left', false);
    await votedTurn(alice, pair, 'left', none);

    const { pairs } = await standings(alice);
    expect(pairs[0]).toMatchObject({ votes: 6, judge: { judged: 4, agreed: 2 } });
  });

  it('answers 404 for another person’s project, 400 for a period it does not know, and 401 signed out', async () => {
    const alice = await signIn(ctx);
    const bob = await signIn(ctx);
    const bobs = await createProject(ctx.db, bob.user.id);

    const foreign = await alice.call({ url: `/api/votes/standings?projectId=${bobs.id}` });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'project_not_found' });
    expect((await alice.call({ url: '/api/votes/standings?period=1y' })).statusCode).toBe(400);
    expect((await alice.call({ url: '/api/votes/standings?projectId=abc' })).statusCode).toBe(400);
    expect((await ctx.app.inject({ url: '/api/votes/standings' })).statusCode).toBe(401);
    expect(await standings(bob)).toEqual({ pairs: [], models: [] });
  });
});
