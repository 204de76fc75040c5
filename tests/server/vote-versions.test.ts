import { and, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '#server/db/schema/messages';
import { replyJobs } from '#server/db/schema/reply-jobs';
import type { Scoreboard, Vote } from '#shared/api/votes';
import { createReplyVersion, createTurn } from '#tests/helpers/factories';
import { type SignedIn, signIn, useTestApp } from '#tests/helpers/test-app';

// A vote judges the exact reply versions it names (docs/decisions/040-votes-judge-replies.md).
const ctx = useTestApp();

/** A turn of OpenAI against Claude whose replies answer its question, as sent ones do. */
async function answeredTurn(caller: SignedIn) {
  const turn = await createTurn(ctx.db, caller.user.id, { openai: 'gpt-4o', claude: 'claude-sonnet-4-5' });
  await ctx.db
    .update(messages)
    .set({ replyTo: turn.messageId })
    .where(and(eq(messages.conversationId, turn.conversationId), ne(messages.sender, 'user')));
  return turn;
}

async function votesOf(caller: SignedIn, conversationId: number): Promise<Vote[]> {
  return (await caller.call({ url: `/api/conversations/${conversationId}/votes` })).json();
}

async function votesCounted(caller: SignedIn): Promise<number> {
  const scoreboard = (await caller.call({ url: '/api/votes/scoreboard' })).json<Scoreboard>();
  return scoreboard.allTime.reduce((sum, row) => sum + row.votes, 0);
}

const shown = (caller: SignedIn, messageId: number) =>
  caller.call({ method: 'PUT', url: `/api/messages/${messageId}/active` });

describe('a vote on the replies it judged', () => {
  it('counts while they are shown, is withdrawn when another version is, and counts again when they are back', async () => {
    const alice = await signIn(ctx);
    const turn = await answeredTurn(alice);
    const cast = await alice.call({
      method: 'PUT',
      url: `/api/messages/${turn.messageId}/vote`,
      payload: { choice: 'left' },
    });
    const judged = cast.json<Vote>();
    expect(judged).toMatchObject({ counted: true, leftReplyId: expect.any(Number), rightReplyId: expect.any(Number) });
    expect(await votesCounted(alice)).toBe(1);

    const later = await createReplyVersion(ctx.db, alice.user.id, turn, 'gpt-4o');
    expect((await shown(alice, later.id)).statusCode).toBe(200);
    expect(await votesOf(alice, turn.conversationId)).toEqual([
      expect.objectContaining({ choice: 'left', leftReplyId: judged.leftReplyId, counted: false }),
    ]);
    expect(await votesCounted(alice)).toBe(0);

    expect((await shown(alice, judged.leftReplyId as number)).statusCode).toBe(200);
    expect(await votesOf(alice, turn.conversationId)).toEqual([expect.objectContaining({ counted: true })]);
    expect(await votesCounted(alice)).toBe(1);
  });

  it('stays with the answers it judged when an edit starts another branch, and counts', async () => {
    const alice = await signIn(ctx);
    const turn = await answeredTurn(alice);
    await alice.call({ method: 'PUT', url: `/api/messages/${turn.messageId}/vote`, payload: { choice: 'tie' } });

    const edited = await alice.call({
      method: 'PATCH',
      url: `/api/messages/${turn.messageId}`,
      payload: { message: 'Which is slower?' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().messageId).not.toBe(turn.messageId);

    // Nothing was removed: the answers judged are in the branch the edit set aside, the vote with them.
    const [vote] = await votesOf(alice, turn.conversationId);
    expect(vote).toMatchObject({ messageId: turn.messageId, choice: 'tie', counted: true });
    expect(vote?.leftReplyId).toEqual(expect.any(Number));
    expect(await votesCounted(alice)).toBe(1);
    const back = await alice.call({ method: 'PUT', url: `/api/messages/${turn.messageId}/active` });
    expect(back.statusCode, back.body).toBe(200);
    expect(await votesOf(alice, turn.conversationId)).toEqual([vote]);
  });

  it('cannot be cast on a demo reply, which no model wrote', async () => {
    const alice = await signIn(ctx);
    const turn = await answeredTurn(alice);
    await ctx.db
      .update(replyJobs)
      .set({ demo: true })
      .where(and(eq(replyJobs.userMessageId, turn.messageId), eq(replyJobs.provider, 'claude')));

    const refused = await alice.call({
      method: 'PUT',
      url: `/api/messages/${turn.messageId}/vote`,
      payload: { choice: 'left' },
    });

    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'vote_on_demo_reply' });
    expect(await votesOf(alice, turn.conversationId)).toEqual([]);
  });
});
