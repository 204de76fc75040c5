import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conversationStream } from '#server/conversation-stream';
import type { Executor } from '#server/db/database';
import {
  deleteConversation,
  deleteEmptyConversations,
  discardIfEmpty,
  findConversation,
  insertConversation,
  listConversations,
  renameConversation,
  setConversationProject,
} from '#server/db/queries/conversations';
import { deleteConversationFiles } from '#server/db/queries/message-attachments';
import { listMessagePage } from '#server/db/queries/message-page';
import { findProject } from '#server/db/queries/projects';
import { lockUser } from '#server/db/queries/users';
import { AppError } from '#server/errors';
import { messagesOut } from '#server/messages-out';
import { requireUser, userGuard } from '#server/plugins/authentication';
import { toConversation } from '#server/serializers';
import { removeUploads } from '#server/uploads/storage';
import { idParams, okResponse } from '#shared/api/common';
import {
  conversationSchema,
  createConversationBody,
  discardConversationResponse,
  listedConversationSchema,
  moveConversationBody,
  renameConversationBody,
} from '#shared/api/conversations';
import { messagePageQuery, messagePageSchema } from '#shared/api/message-pages';
import { type Message, messageSchema } from '#shared/api/messages';
import { DEFAULT_CONVERSATION_TITLE } from '#shared/constants';

async function ownProjectId(db: Executor, userId: number, projectId: number | null | undefined) {
  if (projectId === null || projectId === undefined) return null;
  if (!(await findProject(db, userId, projectId))) throw new AppError('project_not_found');
  return projectId;
}

export const conversationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', userGuard);

  app.get('/conversations', { schema: { response: { 200: z.array(listedConversationSchema) } } }, async (request) => {
    const rows = await listConversations(app.db, requireUser(request).id);
    return rows.map((row) => ({ ...toConversation(row), empty: row.empty }));
  });

  // Every message, however many: written a batch at a time, as the client takes it.
  app.get(
    '/conversations/:id',
    { schema: { params: idParams, response: { 200: z.array(messageSchema) } } },
    async (request, reply) => {
      const userId = requireUser(request).id;
      const conversation = await findConversation(app.db, userId, request.params.id);
      if (!conversation) throw new AppError('conversation_not_found');
      const stream = conversationStream(app.db, userId, conversation.id);
      // The schema documents the array the stream writes; Fastify sends a stream as it is, unserialized.
      return reply.type('application/json; charset=utf-8').send(stream as unknown as Message[]);
    },
  );

  // The web app's read: a page of turns at a time, newest first, so a long history costs what is shown.
  app.get(
    '/conversations/:id/messages',
    { schema: { params: idParams, querystring: messagePageQuery, response: { 200: messagePageSchema } } },
    async (request) => {
      const page = await listMessagePage(app.db, requireUser(request).id, request.params.id, request.query);
      if (!page) throw new AppError('conversation_not_found');
      return { messages: await messagesOut(app.db, page.rows), olderCursor: page.olderCursor };
    },
  );

  app.post(
    '/conversations',
    { schema: { body: createConversationBody, response: { 201: conversationSchema } } },
    async (request, reply) => {
      const userId = requireUser(request).id;
      const projectId = await ownProjectId(app.db, userId, request.body.projectId);
      const title = request.body.title ?? DEFAULT_CONVERSATION_TITLE;
      // At most one empty conversation per person (decision 049): a new one takes the place of any
      // other, in any process. The user's row is locked first, so that two creations never both
      // miss each other's.
      const conversation = await app.live.bus.transaction(async (tx, announce) => {
        await lockUser(tx, userId);
        for (const id of await deleteEmptyConversations(tx, userId)) {
          await announce({ type: 'conversation-deleted', conversationId: id });
        }
        return insertConversation(tx, { userId, title, projectId });
      });
      return reply.status(201).send(toConversation(conversation));
    },
  );

  app.patch(
    '/conversations/:id',
    { schema: { params: idParams, body: renameConversationBody, response: { 200: conversationSchema } } },
    async (request) => {
      const { id } = request.params;
      const conversation = await renameConversation(app.db, requireUser(request).id, id, request.body.title);
      if (!conversation) throw new AppError('conversation_not_found');
      return toConversation(conversation);
    },
  );

  app.delete('/conversations/:id', { schema: { params: idParams, response: { 200: okResponse } } }, async (request) => {
    const { id } = request.params;
    const userId = requireUser(request).id;
    // The files sent in it go with it: rows in the transaction (rolled back if it is not the
    // user's), bytes once it is committed.
    const storageKeys = await app.live.bus.transaction(async (tx, announce) => {
      const keys = await deleteConversationFiles(tx, userId, id);
      if (!(await deleteConversation(tx, userId, id))) throw new AppError('conversation_not_found');
      await announce({ type: 'conversation-deleted', conversationId: id });
      return keys;
    });
    await removeUploads(app.config.dataDir, storageKeys, request.log);
    return { ok: true as const };
  });

  // Leaving a conversation (decision 049): deleted only while it has no message, checked as it is
  // deleted, so a first message sent meanwhile keeps it.
  app.post(
    '/conversations/:id/discard',
    { schema: { params: idParams, response: { 200: discardConversationResponse } } },
    async (request) => {
      const { id } = request.params;
      const userId = requireUser(request).id;
      const deleted = await app.live.bus.transaction(async (tx, announce) => {
        const outcome = await discardIfEmpty(tx, userId, id);
        if (outcome === undefined) throw new AppError('conversation_not_found');
        if (outcome) await announce({ type: 'conversation-deleted', conversationId: id });
        return outcome;
      });
      return { deleted };
    },
  );

  app.patch(
    '/conversations/:id/move',
    { schema: { params: idParams, body: moveConversationBody, response: { 200: conversationSchema } } },
    async (request) => {
      const userId = requireUser(request).id;
      const projectId = await ownProjectId(app.db, userId, request.body.projectId);
      const conversation = await setConversationProject(app.db, userId, request.params.id, projectId);
      if (!conversation) throw new AppError('conversation_not_found');
      return toConversation(conversation);
    },
  );
};
