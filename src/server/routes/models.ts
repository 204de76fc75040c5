import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userGuard } from '#server/plugins/authentication';
import { modelsResponse } from '#shared/api/models';
import { PROVIDERS } from '#shared/constants';

export const modelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', userGuard);

  // The providers' own lists, cached; a failed list call falls back and never fails this route.
  app.get('/models', { schema: { response: { 200: modelsResponse } } }, async () => {
    const catalogue = await app.replies.catalogue.current();
    return { providers: PROVIDERS.map((provider) => catalogue[provider]) };
  });
};
