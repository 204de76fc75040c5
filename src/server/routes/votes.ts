import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findConversation } from '#server/db/queries/conversations';
import {
  deleteVote,
  findTurnReplies,
  listConversationVotes,
  saveVote,
  tallyVotes,
} from '#server/db/queries/reply-votes';
import { AppError } from '#server/errors';
import { requireUser, userGuard } from '#server/plugins/authentication';
import { scoreboardCsv, toScoreboardRow, toVote } from '#server/votes/scoreboard';
import { idParams, okResponse } from '#shared/api/common';
import {
  conversationVotesResponse,
  SCOREBOARD_RECENT_DAYS,
  type Scoreboard,
  scoreboardQuery,
  scoreboardResponse,
  voteBody,
  voteSchema,
} from '#shared/api/votes';
import { DAY_MS } from '#shared/constants';
import { SIDES } from '#shared/sides';

/** "Which is better?" under a turn answered by both models, and the user's own scoreboard of those votes. */
export const voteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', userGuard);

  app.put(
    '/messages/:id/vote',
    { schema: { params: idParams, body: voteBody, response: { 200: voteSchema } } },
    async (request) => {
      const user = requireUser(request);
      const replies = await findTurnReplies(app.db, user.id, request.params.id);
      if (!replies) throw new AppError('message_not_found');
      // Left is side a's reply and right side b's, as the turn shows them.
      const [left, right] = SIDES.map((side) => replies.find((reply) => reply.side === side));
      if (!left || !right) throw new AppError('vote_needs_two_replies');
      if (left.demo || right.demo) throw new AppError('vote_on_demo_reply');
      const row = await saveVote(app.db, {
        userId: user.id,
        messageId: request.params.id,
        choice: request.body.choice,
        blind: request.body.blind,
        left,
        right,
      });
      return toVote(row);
    },
  );

  app.delete('/messages/:id/vote', { schema: { params: idParams, response: { 200: okResponse } } }, async (request) => {
    const user = requireUser(request);
    if (!(await findTurnReplies(app.db, user.id, request.params.id))) throw new AppError('message_not_found');
    await deleteVote(app.db, user.id, request.params.id);
    return { ok: true as const };
  });

  app.get(
    '/conversations/:id/votes',
    { schema: { params: idParams, response: { 200: conversationVotesResponse } } },
    async (request) => {
      const user = requireUser(request);
      if (!(await findConversation(app.db, user.id, request.params.id))) throw new AppError('conversation_not_found');
      const votes = await listConversationVotes(app.db, user.id, request.params.id);
      return votes.map(({ vote, counted }) => toVote(vote, counted));
    },
  );

  const scoreboard = async (userId: number, { blind }: { blind: 'true' | 'false' }): Promise<Scoreboard> => {
    const since = new Date(Date.now() - SCOREBOARD_RECENT_DAYS * DAY_MS);
    const blindOnly = blind === 'true';
    const [allTime, recent] = await Promise.all([
      tallyVotes(app.db, userId, { blindOnly }),
      tallyVotes(app.db, userId, { since, blindOnly }),
    ]);
    return { allTime: allTime.map(toScoreboardRow), last30Days: recent.map(toScoreboardRow) };
  };

  app.get(
    '/votes/scoreboard',
    { schema: { querystring: scoreboardQuery, response: { 200: scoreboardResponse } } },
    async (request) => scoreboard(requireUser(request).id, request.query),
  );

  app.get(
    '/votes/scoreboard.csv',
    {
      schema: {
        querystring: scoreboardQuery,
        response: { 200: z.string().describe('CSV, one row per period and model pair') },
      },
    },
    async (request, reply) => {
      const csv = scoreboardCsv(await scoreboard(requireUser(request).id, request.query));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="pairwise-scoreboard.csv"')
        .send(csv);
    },
  );
};
