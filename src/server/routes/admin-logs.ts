import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminGuard } from '#server/plugins/authentication';
import { adminLogsQuery, adminLogsResponse } from '#shared/api/admin-logs';

/** The admin's System Logs: this process's recent warnings and errors (src/server/logs/recent-logs.ts). */
export const adminLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', adminGuard);

  app.get(
    '/admin/logs',
    { schema: { querystring: adminLogsQuery, response: { 200: adminLogsResponse } } },
    async (request) => ({
      entries: app.recentLogs.list(request.query.level, request.query.q),
      capacity: app.recentLogs.limit,
    }),
  );
};
