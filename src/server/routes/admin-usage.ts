import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sumUsageByModel, sumUsageByUser } from '#server/db/queries/usage';
import { adminGuard } from '#server/plugins/authentication';
import { connectionUsage, userUsage } from '#server/usage/usage-summary';
import { adminUsageQuery, adminUsageResponse } from '#shared/api/admin-usage';
import { DAY_MS } from '#shared/constants';

export const adminUsageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', adminGuard);

  app.get(
    '/admin/usage',
    { schema: { querystring: adminUsageQuery, response: { 200: adminUsageResponse } } },
    async (request) => {
      const { days } = request.query;
      const since = new Date(Date.now() - days * DAY_MS);
      const [byModel, byUser] = await Promise.all([sumUsageByModel(app.db, since), sumUsageByUser(app.db, since)]);
      // Labels and kinds as configured (the catalogue's, without asking any endpoint for its models).
      const { connections } = app.config;
      return {
        days,
        since: since.toISOString(),
        providers: connectionUsage(connections, byModel),
        users: userUsage(connections, byUser.rows),
        totalUsers: byUser.totalUsers,
      };
    },
  );
};
