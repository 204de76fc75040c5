import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sumUsageByProvider, sumUsageByUser } from '#server/db/queries/usage';
import { adminGuard } from '#server/plugins/authentication';
import { adminUsageQuery, adminUsageResponse, type ProviderUsage } from '#shared/api/admin-usage';
import { PROVIDERS } from '#shared/constants';

const DAY_MS = 24 * 60 * 60 * 1000;

export const adminUsageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', adminGuard);

  app.get(
    '/admin/usage',
    { schema: { querystring: adminUsageQuery, response: { 200: adminUsageResponse } } },
    async (request) => {
      const { days } = request.query;
      const since = new Date(Date.now() - days * DAY_MS);
      const [byProvider, byUser] = await Promise.all([
        sumUsageByProvider(app.db, since),
        sumUsageByUser(app.db, since),
      ]);
      const providers = PROVIDERS.map(
        (provider): ProviderUsage =>
          byProvider.find((row) => row.provider === provider) ?? {
            provider,
            requests: 0,
            failed: 0,
            inputTokens: 0,
            outputTokens: 0,
            averageLatencyMs: null,
            demoReplies: 0,
          },
      );
      return { days, since: since.toISOString(), providers, users: byUser.rows, totalUsers: byUser.totalUsers };
    },
  );
};
