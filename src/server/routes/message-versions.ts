import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withOfferedModels } from '#server/ai/catalogue-settings';
import { askAgainFor, askContestants, resolveContestants } from '#server/ai/contestants';
import { insertQuestionVersion, lockQuestionFiles, showQuestionVersion } from '#server/db/queries/branches';
import { findConversation } from '#server/db/queries/conversations';
import { endJobsOffPath, sidesAskedFor } from '#server/db/queries/message-edits';
import { lockOwnMessage } from '#server/db/queries/message-locks';
import { findMessage, findOwnMessage } from '#server/db/queries/messages';
import { insertReplyJobs, listUnfinishedTurnJobs } from '#server/db/queries/reply-jobs';
import { activateVersion, turnOf } from '#server/db/queries/reply-versions';
import { findModelSettings } from '#server/db/queries/users';
import type { MessageRow } from '#server/db/schema/messages';
import { AppError } from '#server/errors';
import { requireUser, userGuard } from '#server/plugins/authentication';
import { perMinuteLimit } from '#server/quotas/per-minute-limit';
import { isReply, messageWithFiles, queueReplyToTurn, refuseFused } from '#server/routes/asked-replies';
import type { ModelSettings } from '#shared/api/chat';
import { idParams, okResponse } from '#shared/api/common';
import { editMessageBody, editMessageResponse, regenerateBody, regenerateResponse } from '#shared/api/versions';
import type { ConnectionId } from '#shared/connection-id';
import { PROVIDER_SIDES } from '#shared/models';
import type { Side } from '#shared/sides';

const isUserMessage = (message: MessageRow | undefined): message is MessageRow => message?.sender === 'user';

/**
 * Versions of a reply and of a user message (decisions 019 and 055): regenerate asks a reply's
 * provider again, keeping the earlier reply as a version; an edit adds a version of a user message,
 * which heads a branch of its own, and asks again; choosing a version makes it the one shown (a
 * question's brings back its branch) and the one sent in later turns.
 * Each runs in one transaction that holds the conversation's lock (lockOwnMessage) and announces
 * what it changed, as POST /api/chat does; the jobs it queues are as durable as chat's.
 */
export const messageVersionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', userGuard);
  // Both ask a provider, as a chat message does: they count against the same limit.
  const chatLimit = perMinuteLimit(app, 'chat');

  /**
   * Before the transaction, for a message of the user's that `fits` (else 404): what its jobs are
   * asked with. A conversation's contestants (decision 039) say it; else the settings given, else
   * the account's (what the sidebar shows), else the catalogue's defaults.
   */
  async function prepareAsk<T extends MessageRow>(
    userId: number,
    id: number,
    fits: (message: MessageRow | undefined) => message is T,
    given: ModelSettings | undefined,
  ) {
    const target = await findOwnMessage(app.db, userId, id);
    refuseFused(target);
    if (!fits(target)) throw new AppError('message_not_found');
    const catalogue = await app.replies.catalogue.current();
    const stored = given ? null : await findModelSettings(app.db, userId);
    const settings = given ?? (stored ? withOfferedModels(catalogue, stored) : undefined);
    const contestants = (await findConversation(app.db, userId, target.conversationId))?.contestants ?? null;
    const askAgain = askAgainFor(catalogue, contestants, settings);
    /** An edit asks the conversation's contestants on the sides it asked, else each side as it was asked. */
    const askAgainAll = (sides: { provider: ConnectionId; side: Side }[]) => {
      if (!contestants) return sides.map((side) => askAgain({ ...side, model: null }));
      const pair = askContestants(resolveContestants(catalogue, contestants));
      const kept = pair.filter((reply) => sides.some(({ side }) => side === reply.side));
      return kept.length > 0 ? kept : pair;
    };
    return { target, askAgain, askAgainAll };
  }

  app.post(
    '/messages/:id/regenerate',
    { schema: { params: idParams, body: regenerateBody, response: { 200: regenerateResponse } } },
    async (request) => {
      const user = requireUser(request);
      const { id } = request.params;
      const { askAgain } = await prepareAsk(user.id, id, isReply, request.body.modelSettings);

      const job = await app.live.bus.transaction(async (tx, announce) => {
        // Counted first, as a send counts: a refusal below rolls the count back with the rest.
        await chatLimit(request, tx);
        const reply = await lockOwnMessage(tx, user.id, id);
        refuseFused(reply);
        if (!isReply(reply)) throw new AppError('message_not_found');
        const turn = await turnOf(tx, reply);
        const question = turn === undefined ? undefined : await findMessage(tx, turn);
        if (!question) throw new AppError('message_not_found');
        // Checked under the lock: two regenerates at once start one job, not two.
        if ((await listUnfinishedTurnJobs(tx, user.id, question.id, { side: reply.side })).length > 0) {
          throw new AppError('reply_in_progress');
        }
        return queueReplyToTurn(
          tx,
          announce,
          user.id,
          question,
          askAgain({ provider: reply.sender, side: reply.side, model: reply.model }),
        );
      });

      app.replies.wake();
      return { jobId: job.id, provider: job.provider, side: job.side, model: job.model };
    },
  );

  app.put('/messages/:id/active', { schema: { params: idParams, response: { 200: okResponse } } }, async (request) => {
    const user = requireUser(request);
    await app.live.bus.transaction(async (tx, announce) => {
      const message = await lockOwnMessage(tx, user.id, request.params.id);
      refuseFused(message);
      if (!isUserMessage(message) && !isReply(message)) throw new AppError('message_not_found');
      const { conversationId } = message;
      if (isUserMessage(message)) {
        await showQuestionVersion(tx, message);
        // Other tabs read the conversation again from this question, where the branches part.
        await announce({ type: 'conversation-changed', conversationId, removedJobIds: [], branchFrom: message.id });
      } else {
        await activateVersion(tx, message);
        // Other tabs show the version chosen here once they read the conversation again.
        await announce({ type: 'conversation-changed', conversationId, removedJobIds: [] });
      }
    });
    return { ok: true as const };
  });

  app.patch(
    '/messages/:id',
    { schema: { params: idParams, body: editMessageBody, response: { 200: editMessageResponse } } },
    async (request) => {
      const user = requireUser(request);
      const { id } = request.params;
      const { askAgainAll } = await prepareAsk(user.id, id, isUserMessage, request.body.modelSettings);

      const { hidden, version, providers } = await app.live.bus.transaction(async (tx, announce) => {
        // The count, the files, then the conversation: the order a send locks them in.
        await chatLimit(request, tx);
        await lockQuestionFiles(tx, id);
        const message = await lockOwnMessage(tx, user.id, id);
        if (!isUserMessage(message)) throw new AppError('message_not_found');
        const sides = await sidesAskedFor(tx, id);
        const jobs = askAgainAll(
          sides.length > 0 ? sides : [{ provider: user.defaultModel, side: PROVIDER_SIDES[user.defaultModel] }],
        );
        // The [File: name] tags stay in the text as sent, and the files come with the new version.
        const version = await insertQuestionVersion(tx, message, request.body.message);
        const hidden = await showQuestionVersion(tx, version);
        const removedJobIds = await endJobsOffPath(tx, version.conversationId);
        const queued = await insertReplyJobs(
          tx,
          jobs.map((job) => ({
            ...job,
            userId: user.id,
            conversationId: version.conversationId,
            userMessageId: version.id,
          })),
        );
        await announce({
          type: 'conversation-changed',
          conversationId: version.conversationId,
          removedJobIds,
          branchFrom: version.id,
        });
        await announce({
          type: 'message',
          conversationId: version.conversationId,
          userId: user.id,
          messageId: version.id,
          message: await messageWithFiles(tx, version),
          replies: queued.map(({ id: jobId, provider, side, model }) => ({ jobId, provider, side, model })),
        });
        return { hidden, version, providers: jobs.map(({ provider }) => provider) };
      });

      app.replies.wake();
      return { messageId: version.id, hidden, modelsQueried: providers };
    },
  );
};
