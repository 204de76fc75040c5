import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userGuard } from '#server/plugins/authentication';
import { modelsResponse } from '#shared/api/models';
import { PROVIDERS } from '#shared/constants';

export const modelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', userGuard);

  app.get('/models', { schema: { response: { 200: modelsResponse } } }, async () => ({
    providers: PROVIDERS.map((provider) => app.replies.catalogue[provider]),
  }));
};
