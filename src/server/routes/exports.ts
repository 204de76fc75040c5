import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachmentDisposition, fileNameFrom } from '#server/content-disposition';
import { exportAccount, exportSpoolDir } from '#server/exports/account-export';
import { exportConversation } from '#server/exports/conversation-export';
import { requireUser, userGuard } from '#server/plugins/authentication';
import { idParams } from '#shared/api/common';
import { conversationExportQuery } from '#shared/api/exports';

/** Downloads (decision 023): one conversation as Markdown or JSON, and everything the user owns as JSON. */
export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', userGuard);
  // The Markdown names each reply's connection as the catalogue does; one removed since, by its id.
  const labels = new Map(app.config.connections.map((connection) => [connection.id, connection.label]));
  const labelOf = (connectionId: string) => labels.get(connectionId) ?? connectionId;

  app.get(
    '/conversations/:id/export',
    {
      schema: {
        params: idParams,
        querystring: conversationExportQuery,
        response: {
          200: z.string().describe('The conversation as a Markdown document, or as an export file (JSON)'),
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { format } = request.query;
      const exported = await exportConversation(app.db, user.id, request.params.id, format, labelOf);
      const fileName = fileNameFrom(exported.title, exported.extension, 'conversation');
      return reply
        .type(exported.contentType)
        .header('content-disposition', attachmentDisposition(fileName))
        .send(exported.body);
    },
  );

  // No response schema: the answer is a stream of the export file (src/shared/api/exports.ts).
  app.get('/user/export', async (request, reply) => {
    const user = requireUser(request);
    const stream = await exportAccount(app.db, user.id, exportSpoolDir(app.config.dataDir));
    const date = new Date().toISOString().slice(0, 10);
    return reply
      .type('application/json; charset=utf-8')
      .header('content-disposition', attachmentDisposition(`pairwise-export-${date}.json`))
      .send(stream);
  });
};
