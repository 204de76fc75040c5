import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lockOwnMessage } from '#server/db/queries/message-locks';
import { listUnfinishedTurnJobs } from '#server/db/queries/reply-jobs';
import { findTurnReplies } from '#server/db/queries/reply-votes';
import { AppError } from '#server/errors';
import { requireUser, userGuard } from '#server/plugins/authentication';
import { perMinuteLimit } from '#server/quotas/per-minute-limit';
import { queueReplyToTurn } from '#server/routes/asked-replies';
import { idParams } from '#shared/api/common';
import { fuseBody, fuseResponse } from '#shared/api/fusions';
import { modelNotOfferedMessage, unknownConnectionMessage } from '#shared/errors';
import { SIDES } from '#shared/sides';

/**
 * Fuse (docs/decisions/054-fuse.md): a model the person chooses merges a turn's two replies into one
 * better answer. Built as Continue is (continue-reply.ts): one transaction holding the conversation's
 * lock, a reply job announced on the live channel, streamed, stopped and stored by the reply worker;
 * the job names the two reply versions it read, and its reply answers for no side.
 */
export const fuseReplyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', userGuard);
  // It asks a provider, as a chat message does: it counts against the same limit.
  const chatLimit = perMinuteLimit(app, 'chat');

  app.post(
    '/messages/:id/fuse',
    { schema: { params: idParams, body: fuseBody, response: { 200: fuseResponse } } },
    async (request) => {
      const user = requireUser(request);
      const { id } = request.params;
      const { provider, model } = request.body;
      const catalogue = await app.replies.catalogue.current();

      const job = await app.live.bus.transaction(async (tx, announce) => {
        const question = await lockOwnMessage(tx, user.id, id);
        if (question?.sender !== 'user') throw new AppError('message_not_found');
        const replies = (await findTurnReplies(tx, user.id, id)) ?? [];
        const [left, right] = SIDES.map((side) => replies.find((reply) => reply.side === side));
        // A demo reply says how to set a key: there is nothing in it to merge.
        if (!left || !right || left.demo || right.demo) throw new AppError('fuse_needs_two_replies');
        const entry = catalogue[provider];
        if (!entry) throw new AppError('validation_failed', unknownConnectionMessage(provider));
        if (!entry.models.includes(model)) {
          throw new AppError('validation_failed', modelNotOfferedMessage(entry.label, model, entry.models));
        }
        // A stand-in would only pretend to merge.
        if (entry.mode === 'demo') throw new AppError('fuse_needs_live_connection');
        // A side answering again, or a fuse already on its way: the replies to fuse are not settled.
        if ((await listUnfinishedTurnJobs(tx, user.id, id)).length > 0) throw new AppError('reply_in_progress');
        // Counted once it is sure to ask, as a send counts; a failure after rolls it back.
        await chatLimit(request, tx);
        return queueReplyToTurn(tx, announce, user.id, question, {
          provider,
          side: null,
          model,
          temperature: entry.temperature.default,
          // One answer made of two is often longer than either: the connection's most, not its default.
          maxTokens: entry.maxTokens.max,
          fusedLeftId: left.id,
          fusedRightId: right.id,
        });
      });

      app.replies.wake();
      return { jobId: job.id, provider: job.provider, model: job.model };
    },
  );
};
