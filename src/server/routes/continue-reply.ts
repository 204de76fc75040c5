import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { askAgainFor } from '#server/ai/contestants';
import { lockOwnMessage } from '#server/db/queries/message-locks';
import { findMessage } from '#server/db/queries/messages';
import { findReplyJob, listUnfinishedTurnJobs } from '#server/db/queries/reply-jobs';
import { turnOf } from '#server/db/queries/reply-versions';
import { AppError } from '#server/errors';
import { requireUser, userGuard } from '#server/plugins/authentication';
import { perMinuteLimit } from '#server/quotas/per-minute-limit';
import { isReply, queueReplyToTurn, refuseFused } from '#server/routes/asked-replies';
import { idParams } from '#shared/api/common';
import { continueResponse } from '#shared/api/versions';

/**
 * Continue (docs/decisions/043-continue.md): a reply its max tokens cut off is asked to go on where
 * it stopped, by the same connection, side and model with its own job's settings. Like a regenerate
 * (message-versions.ts), in one transaction holding the conversation's lock, announced on the live
 * channel; the worker sends the cut-off text back and stores old and new text as a new version.
 */
export const continueReplyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', userGuard);
  // It asks a provider, as a chat message does: it counts against the same limit.
  const chatLimit = perMinuteLimit(app, 'chat');

  app.post(
    '/messages/:id/continue',
    { schema: { params: idParams, response: { 200: continueResponse } } },
    async (request) => {
      const user = requireUser(request);
      const { id } = request.params;
      const catalogue = await app.replies.catalogue.current();

      const job = await app.live.bus.transaction(async (tx, announce) => {
        // Counted first, as a send counts: a refusal below rolls the count back with the rest.
        await chatLimit(request, tx);
        const reply = await lockOwnMessage(tx, user.id, id);
        refuseFused(reply);
        if (!isReply(reply)) throw new AppError('message_not_found');
        const turn = await turnOf(tx, reply);
        const question = turn === undefined ? undefined : await findMessage(tx, turn);
        if (!question) throw new AppError('message_not_found');
        // Going on from a version set aside would make a version of the turn the person does not see.
        if (!reply.active) throw new AppError('reply_version_not_shown');
        // An error reply, a stopped one and a finished one have nothing left to say.
        if (reply.error || reply.finishReason !== 'length') throw new AppError('reply_not_cut_off');
        if ((await listUnfinishedTurnJobs(tx, user.id, question.id, { side: reply.side })).length > 0) {
          throw new AppError('reply_in_progress');
        }
        // Its own job's settings; an imported reply has none, and takes its connection's defaults.
        const own = reply.jobId === null ? undefined : await findReplyJob(tx, reply.jobId);
        const { model, temperature, maxTokens } =
          own ?? askAgainFor(catalogue, null)({ provider: reply.sender, side: reply.side, model: reply.model });
        return queueReplyToTurn(tx, announce, user.id, question, {
          provider: reply.sender,
          side: reply.side,
          model: reply.model ?? model,
          temperature,
          maxTokens,
          continuesId: reply.id,
        });
      });

      app.replies.wake();
      return { jobId: job.id, provider: job.provider, side: job.side, model: job.model };
    },
  );
};
