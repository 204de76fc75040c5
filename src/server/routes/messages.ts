import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listMessagesAfter } from '#server/db/queries/messages';
import { AppError } from '#server/errors';
import { requireUser, userGuard } from '#server/plugins/authentication';
import { toMessage } from '#server/serializers';
import { messageUpdatesQuery } from '#shared/api/chat';
import { messageSchema } from '#shared/api/messages';

export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', userGuard);

  // Every open conversation calls this every second: one indexed query, nothing else.
  app.get(
    '/messages/updates',
    { schema: { querystring: messageUpdatesQuery, response: { 200: z.array(messageSchema) } } },
    async (request, reply) => {
      const { conversationId, afterMessageId } = request.query;
      const rows = await listMessagesAfter(app.db, requireUser(request).id, conversationId, afterMessageId);
      if (!rows) throw new AppError('conversation_not_found');
      reply.header('cache-control', 'no-store');
      return rows.map(toMessage);
    },
  );
};
