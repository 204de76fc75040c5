import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userGuard } from '#server/plugins/authentication';
import { offeredStartingPair } from '#server/settings/starting-pair';
import { modelsResponse } from '#shared/api/models';

export const modelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', userGuard);

  // Every connection, in the order configured (the built-ins first, SPEC's pair first of all); the
  // lists are the endpoints' own, cached, and a failed list call falls back and never fails this route.
  app.get('/models', { schema: { response: { 200: modelsResponse } } }, async () => {
    const catalogue = await app.replies.catalogue.current();
    const { startingPair } = await app.adminSettings.current();
    return {
      providers: Object.values(catalogue).filter((entry) => entry !== undefined),
      startingPair: offeredStartingPair(catalogue, startingPair),
    };
  });
};
