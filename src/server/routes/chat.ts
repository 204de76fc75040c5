import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { resolveModelSettings } from '#server/ai/catalogue-settings';
import { askContestants, resolveContestants } from '#server/ai/contestants';
import { type Executor, isUniqueViolation } from '#server/db/database';
import { findConversation, insertConversation, retitleFromFirstMessage } from '#server/db/queries/conversations';
import { sendCountedTurn } from '#server/db/queries/counted-turns';
import { insertAttachments, lockOwnFilesToSend } from '#server/db/queries/message-attachments';
import { findProject } from '#server/db/queries/projects';
import { type StoredTurn, storeUserTurn, type TurnInput } from '#server/db/queries/turns';
import type { UploadedFileRow } from '#server/db/schema/uploaded-files';
import type { UserRow } from '#server/db/schema/users';
import { AppError } from '#server/errors';
import { requireUser, userGuard } from '#server/plugins/authentication';
import { perMinuteLimit, perMinuteWindow, rateLimited } from '#server/quotas/per-minute-limit';
import { toMessage } from '#server/serializers';
import { chatBody, chatResponse } from '#shared/api/chat';
import { PROVIDERS } from '#shared/constants';
import { conversationTitleFrom } from '#shared/conversation-title';
import { ATTACHMENT_NOT_FOUND_MESSAGE, fileAlreadySentMessage } from '#shared/errors';
import { PROVIDER_SIDES } from '#shared/models';

type Asking = Pick<TurnInput, 'asked' | 'contestants'>;

/** The user's own uploads not sent yet, in the order given; another user's file is as missing as a deleted one. */
async function filesToSend(tx: Executor, userId: number, ids: number[]) {
  const found = await lockOwnFilesToSend(tx, userId, ids);
  return ids.map((id) => {
    const entry = found.find((candidate) => candidate.file.id === id);
    if (!entry) throw new AppError('file_not_found', ATTACHMENT_NOT_FOUND_MESSAGE);
    if (entry.sent) throw new AppError('file_already_sent', fileAlreadySentMessage(entry.file.originalName));
    return entry.file;
  });
}

/** Two messages sending one file at once: the later insert breaks the unique file id. */
async function attachFiles(tx: Executor, messageId: number, fileIds: number[]) {
  try {
    await insertAttachments(tx, messageId, fileIds);
  } catch (error) {
    if (!isUniqueViolation(error, 'message_attachments_file_id_unique')) throw error;
    throw new AppError('file_already_sent');
  }
}

/** What the live bus tells of a stored turn: the message, with the replies now asked of it. */
function messageEvent(userId: number, { conversation, message, jobs }: StoredTurn, files: UploadedFileRow[]) {
  return {
    type: 'message' as const,
    conversationId: conversation.id,
    userId,
    messageId: message.id,
    message: toMessage(message, files),
    replies: jobs.map(({ id: jobId, provider, side, model }) => ({ jobId, provider, side, model })),
  };
}

export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', userGuard);
  const chatLimit = perMinuteLimit(app, 'chat');

  /**
   * Who a send asks (docs/decisions/039-contestants.md): the contestants given, else SPEC's `models`,
   * else the conversation's own contestants, else the account's default model; and the contestants
   * the conversation keeps from now on (null when asked through `models`).
   */
  async function whoToAsk(user: UserRow, body: z.output<typeof chatBody>): Promise<Asking> {
    const { conversationId, models, modelSettings } = body;
    const catalogue = await app.replies.catalogue.current();
    const kept =
      !body.contestants && !models?.length && conversationId
        ? (await findConversation(app.db, user.id, conversationId))?.contestants
        : undefined;
    const chosen = body.contestants ?? kept;
    if (chosen) {
      const contestants = resolveContestants(catalogue, chosen);
      return { asked: askContestants(contestants), contestants };
    }
    const requested = models && models.length > 0 ? models : [user.defaultModel];
    const asked = PROVIDERS.filter((provider) => requested.includes(provider)).map((provider) => ({
      provider,
      side: PROVIDER_SIDES[provider],
      ...resolveModelSettings(catalogue, provider, modelSettings),
    }));
    return { asked, contestants: null };
  }

  /** The usual send, in one statement: its count, its turn and its notification (decision 031). */
  async function sendToConversation(userId: number, conversationId: number, content: string, asking: Asking) {
    const limit = { ...(await perMinuteWindow(app, 'chat')), origin: app.live.bus.origin };
    const sent = await sendCountedTurn(app.db, { userId, conversationId, content, ...asking }, limit);
    if (sent.outcome === 'limited') throw rateLimited('chat', sent.retryAfterMs);
    if (sent.outcome === 'not-found') throw new AppError('conversation_not_found');
    const { conversation, message } = sent.turn;
    await retitleFromFirstMessage(app.db, conversation, message);
    app.live.bus.announced(messageEvent(userId, sent.turn, []));
    return { conversationId, messageId: message.id, message: message.content };
  }

  app.post('/chat', { schema: { body: chatBody, response: { 200: chatResponse } } }, async (request) => {
    const user = requireUser(request);
    const { message, conversationId, projectId, attachments = [] } = request.body;
    const asking = await whoToAsk(user, request.body);
    const modelsQueried = asking.asked.map((reply) => reply.provider);

    if (conversationId && attachments.length === 0) {
      const sent = await sendToConversation(user.id, conversationId, message, asking);
      app.replies.wake();
      return { ...sent, modelsQueried };
    }
    const result = await app.live.bus.transaction(async (tx, announce) => {
      // Counted once the request is valid, before anything is stored; in the transaction, which
      // saves a commit (a WAL flush) on every send.
      await chatLimit(request, tx);
      // The [File: name] tags stay in the text as the client wrote them (docs/behaviour.md, Replies and providers).
      const files = await filesToSend(tx, user.id, attachments);
      let targetId = conversationId;
      if (!targetId) {
        if (projectId && !(await findProject(tx, user.id, projectId))) throw new AppError('project_not_found');
        const title = conversationTitleFrom(message);
        // Its providers are set by the turn, as on every send.
        targetId = (await insertConversation(tx, { userId: user.id, title, projectId: projectId ?? null })).id;
      }
      const turn = await storeUserTurn(tx, { userId: user.id, conversationId: targetId, content: message, ...asking });
      if (!turn) throw new AppError('conversation_not_found');
      const { conversation, message: userMessage } = turn;
      await retitleFromFirstMessage(tx, conversation, userMessage);
      await attachFiles(tx, userMessage.id, attachments);
      await announce(messageEvent(user.id, turn, files));
      return { conversationId: conversation.id, messageId: userMessage.id, message: userMessage.content };
    });

    app.replies.wake();
    return { ...result, modelsQueried };
  });
};
