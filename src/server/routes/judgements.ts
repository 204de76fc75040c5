import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { connectionOf } from '#server/ai/connections/connection';
import { judgeTurn } from '#server/ai/judge-turn';
import { findConversation } from '#server/db/queries/conversations';
import { findTurnReplies } from '#server/db/queries/reply-votes';
import { listConversationJudgements, messageTexts, saveJudgement } from '#server/db/queries/turn-judgements';
import { recordJudgeUsage } from '#server/db/queries/usage';
import type { TurnJudgementRow } from '#server/db/schema/turn-judgements';
import { AppError } from '#server/errors';
import { requireUser, userGuard } from '#server/plugins/authentication';
import { perMinuteLimit } from '#server/quotas/per-minute-limit';
import { idParams } from '#shared/api/common';
import { conversationJudgementsResponse, type Judgement, judgeBody, judgementSchema } from '#shared/api/judgements';
import { modelNotOfferedMessage, unknownConnectionMessage } from '#shared/errors';
import { SIDES } from '#shared/sides';

const toJudgement = (row: TurnJudgementRow): Judgement => ({
  messageId: row.messageId,
  judge: { provider: row.judgeProvider, model: row.judgeModel },
  leftReplyId: row.leftReplyId,
  rightReplyId: row.rightReplyId,
  verdict: row.verdict,
  choices: row.choices,
  reason: row.reason,
  quotes: row.quotes,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Judge (docs/decisions/046-judge.md): a model the person chooses reads a turn's question and both
 * replies, twice, in opposite orders; the verdict stands only where the two agree.
 */
export const judgementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', userGuard);
  // It asks a provider twice, as a message asks two: it counts against the chat limit.
  const chatLimit = perMinuteLimit(app, 'chat');

  app.post(
    '/messages/:id/judge',
    { schema: { params: idParams, body: judgeBody, response: { 200: judgementSchema } } },
    async (request) => {
      const user = requireUser(request);
      const { id } = request.params;
      const { provider: judgeProvider, model } = request.body;
      const replies = await findTurnReplies(app.db, user.id, id);
      if (!replies) throw new AppError('message_not_found');
      const [left, right] = SIDES.map((side) => replies.find((reply) => reply.side === side));
      if (!left || !right || left.demo || right.demo) throw new AppError('judge_needs_two_replies');
      const entry = (await app.replies.catalogue.current())[judgeProvider];
      if (!entry) throw new AppError('validation_failed', unknownConnectionMessage(judgeProvider));
      if (!entry.models.includes(model))
        throw new AppError('validation_failed', modelNotOfferedMessage(entry.label, model, entry.models));
      // A stand-in judge would only pretend to judge.
      if (entry.mode === 'demo') throw new AppError('judge_needs_live_connection');
      await chatLimit(request);

      const provider = app.replies.providers[judgeProvider];
      if (!provider) throw new AppError('validation_failed', unknownConnectionMessage(judgeProvider));
      const texts = await messageTexts(app.db, [id, left.id, right.id]);
      const calls: Promise<void>[] = [];
      const verdict = await judgeTurn({
        provider,
        connection: connectionOf(app.config, judgeProvider),
        model,
        question: texts.get(id) ?? '',
        answers: [texts.get(left.id) ?? '', texts.get(right.id) ?? ''],
        signal: AbortSignal.timeout(app.config.replies.providerTimeoutMs * 2),
        onCall: (call) => {
          calls.push(recordJudgeUsage(app.db, { userId: user.id, provider: judgeProvider, model, ...call }));
        },
      }).finally(() => Promise.all(calls));
      const row = await saveJudgement(app.db, {
        userId: user.id,
        messageId: id,
        judgeProvider,
        judgeModel: model,
        leftReplyId: left.id,
        rightReplyId: right.id,
        ...verdict,
      });
      return toJudgement(row);
    },
  );

  app.get(
    '/conversations/:id/judgements',
    { schema: { params: idParams, response: { 200: conversationJudgementsResponse } } },
    async (request) => {
      const user = requireUser(request);
      if (!(await findConversation(app.db, user.id, request.params.id))) throw new AppError('conversation_not_found');
      return (await listConversationJudgements(app.db, user.id, request.params.id)).map(toJudgement);
    },
  );
};
