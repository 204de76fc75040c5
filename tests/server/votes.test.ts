import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { replyVotes } from '#server/db/schema/reply-votes';
import type { Scoreboard, Vote } from '#shared/api/votes';
import { ageRow, createReplyVersion, createTurn } from '#tests/helpers/factories';
import { signIn, useTestApp } from '#tests/helpers/test-app';

const ctx = useTestApp();
const vote = (messageId: number) => `/api/messages/${messageId}/vote`;

describe('votes on a turn', () => {
  it('records left, right or tie, one per turn, changeable, with the two models as judged', async () => {
    const alice = await signIn(ctx);
    const turn = await createTurn(ctx.db, alice.user.id, { openai: 'gpt-4o', claude: 'claude-sonnet-4-5' });

    const first = await alice.call({ method: 'PUT', url: vote(turn.messageId), payload: { choice: 'left' } });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<Vote>()).toMatchObject({
      messageId: turn.messageId,
      choice: 'left',
      left: { provider: 'openai', model: 'gpt-4o' },
      right: { provider: 'claude', model: 'claude-sonnet-4-5' },
    });
    await alice.call({ method: 'PUT', url: vote(turn.messageId), payload: { choice: 'tie' } });

    const listed = await alice.call({ url: `/api/conversations/${turn.conversationId}/votes` });
    expect(listed.json<Vote[]>().map((v) => [v.messageId, v.choice])).toEqual([[turn.messageId, 'tie']]);

    const cleared = await alice.call({ method: 'DELETE', url: vote(turn.messageId) });
    expect(cleared.statusCode).toBe(200);
    expect((await alice.call({ url: `/api/conversations/${turn.conversationId}/votes` })).json()).toEqual([]);
  });

  it('judges the versions the turn shows, not a newer one set aside', async () => {
    const alice = await signIn(ctx);
    const turn = await createTurn(ctx.db, alice.user.id, { openai: 'gpt-4o', claude: 'claude-sonnet-4-5' });
    await createReplyVersion(ctx.db, alice.user.id, turn, 'gpt-4.1');

    const response = await alice.call({ method: 'PUT', url: vote(turn.messageId), payload: { choice: 'left' } });

    expect(response.json<Vote>().left).toEqual({ provider: 'openai', model: 'gpt-4o' });
  });

  it("answers 404 for another user's turn and conversation, and stores nothing", async () => {
    const alice = await signIn(ctx);
    const bob = await signIn(ctx);
    const turn = await createTurn(ctx.db, alice.user.id, { openai: 'gpt-4o', claude: 'claude-sonnet-4-5' });

    const put = await bob.call({ method: 'PUT', url: vote(turn.messageId), payload: { choice: 'right' } });
    expect(put.statusCode).toBe(404);
    expect(put.json()).toMatchObject({ code: 'message_not_found' });
    expect((await bob.call({ method: 'DELETE', url: vote(turn.messageId) })).statusCode).toBe(404);
    expect((await bob.call({ url: `/api/conversations/${turn.conversationId}/votes` })).statusCode).toBe(404);
    expect((await alice.call({ url: `/api/conversations/${turn.conversationId}/votes` })).json()).toEqual([]);
  });

  it('refuses a turn without two successful replies, and a choice that is not one of the three', async () => {
    const alice = await signIn(ctx);
    const single = await createTurn(ctx.db, alice.user.id, { openai: 'gpt-4o' });
    const failed = await createTurn(ctx.db, alice.user.id, { openai: 'gpt-4o', claude: null });

    for (const turn of [single, failed]) {
      const response = await alice.call({ method: 'PUT', url: vote(turn.messageId), payload: { choice: 'left' } });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'vote_needs_two_replies' });
    }
    const odd = await alice.call({ method: 'PUT', url: vote(single.messageId), payload: { choice: 'both' } });
    expect(odd.statusCode).toBe(400);
  });
});

describe('the scoreboard', () => {
  it("counts the user's own votes per model pair, all time and the last 30 days, and keeps them when the chat goes", async () => {
    const alice = await signIn(ctx);
    const bob = await signIn(ctx);
    const pair = { openai: 'gpt-4o', claude: 'claude-sonnet-4-5' };
    const choices = ['left', 'left', 'right', 'tie', 'both-bad'] as const;
    const turns = [];
    for (const choice of choices) {
      const turn = await createTurn(ctx.db, alice.user.id, pair);
      await alice.call({ method: 'PUT', url: vote(turn.messageId), payload: { choice } });
      turns.push(turn);
    }
    const other = await createTurn(ctx.db, alice.user.id, { openai: 'gpt-4.1', claude: 'claude-haiku-4-5' });
    await alice.call({ method: 'PUT', url: vote(other.messageId), payload: { choice: 'right' } });
    const bobs = await createTurn(ctx.db, bob.user.id, pair);
    await bob.call({ method: 'PUT', url: vote(bobs.messageId), payload: { choice: 'right' } });
    // An old vote counts in all time only.
    const [oldest] = await ctx.db
      .select({ id: replyVotes.id })
      .from(replyVotes)
      .where(eq(replyVotes.messageId, turns[0]?.messageId ?? 0));
    await ageRow(ctx.db, 'reply_votes', 'updated_at', oldest?.id ?? 0, '40 days');
    // Deleting a conversation keeps its vote on the board.
    await alice.call({ method: 'DELETE', url: `/api/conversations/${turns[1]?.conversationId}` });

    const board = (await alice.call({ url: '/api/votes/scoreboard' })).json<Scoreboard>();

    expect(board.allTime[0]).toMatchObject({
      left: { provider: 'openai', model: 'gpt-4o' },
      right: { provider: 'claude', model: 'claude-sonnet-4-5' },
      leftWins: 2,
      rightWins: 1,
      ties: 1,
      bothBad: 1,
      votes: 5,
      leftWinRate: 0.4,
      rightWinRate: 0.2,
      // 2 of the 3 votes won by a side: too few to tell (decision 042).
      leftShare: { rate: 2 / 3, low: expect.closeTo(0.2077, 4), high: expect.closeTo(0.9385, 4) },
      verdict: 'not-enough-votes',
    });
    expect(board.allTime[1]).toMatchObject({ left: { model: 'gpt-4.1' }, rightWins: 1, votes: 1 });
    expect(board.last30Days[0]).toMatchObject({ left: { model: 'gpt-4o' }, leftWins: 1, votes: 4 });
  });

  it('exports as CSV, with model names that cannot run as spreadsheet formulas', async () => {
    const alice = await signIn(ctx);
    const turn = await createTurn(ctx.db, alice.user.id, { openai: '=HYPERLINK("x")', claude: 'claude, "the" model' });
    await alice.call({ method: 'PUT', url: vote(turn.messageId), payload: { choice: 'right' } });

    const response = await alice.call({ url: '/api/votes/scoreboard.csv' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="pairwise-scoreboard\.csv"/);
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'period,left provider,left model,right provider,right model,left wins,right wins,ties,both bad,votes,left win rate,right win rate,left share low (95%),left share high (95%),verdict',
    );
    expect(lines[1]).toBe(
      `all time,openai,"'=HYPERLINK(""x"")",claude,"claude, ""the"" model",0,1,0,0,1,0.0000,1.0000,0.0000,0.7935,not-enough-votes`,
    );
    expect(lines[2]).toMatch(/^last 30 days,/);
  });
});
