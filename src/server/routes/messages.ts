import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listMessagesAfter } from '#server/db/queries/messages-after';
import { AppError } from '#server/errors';
import { messagesOut } from '#server/messages-out';
import { requireUser, userGuard } from '#server/plugins/authentication';
import { UPDATES_BUDGET } from '#server/read-budget';
import { messageUpdatesQuery } from '#shared/api/chat';
import { messageSchema } from '#shared/api/messages';

export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', userGuard);

  // Polled every second by each waiting tab: "nothing new" is answered from memory (the live hub
  // hears of every message stored by any process), and only news reads the database. The oldest
  // news first, within a budget: the next poll, from the newest id answered, brings the rest.
  app.get(
    '/messages/updates',
    { schema: { querystring: messageUpdatesQuery, response: { 200: z.array(messageSchema) } } },
    async (request) => {
      const { conversationId, afterMessageId } = request.query;
      const userId = requireUser(request).id;
      const head = await app.live.hub.heads.get(conversationId);
      if (!head || head.userId !== userId) throw new AppError('conversation_not_found');
      if (head.lastMessageId <= afterMessageId) return [];
      const rows = await listMessagesAfter(app.db, userId, conversationId, afterMessageId, UPDATES_BUDGET);
      if (!rows) throw new AppError('conversation_not_found');
      return messagesOut(app.db, rows);
    },
  );
};
