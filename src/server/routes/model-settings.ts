import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertModelsOffered, withOfferedModels } from '#server/ai/catalogue-settings';
import { findModelSettings, saveModelSettings } from '#server/db/queries/users';
import { requireUser, userGuard } from '#server/plugins/authentication';
import { saveModelSettingsBody, userModelSettingsResponse } from '#shared/api/models';

/** The signed-in account's sidebar model settings: kept on the server, so they follow the person. */
export const modelSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', userGuard);

  app.get('/user/model-settings', { schema: { response: { 200: userModelSettingsResponse } } }, async (request) => {
    const stored = await findModelSettings(app.db, requireUser(request).id);
    return { modelSettings: stored && withOfferedModels(await app.replies.catalogue.current(), stored) };
  });

  app.put(
    '/user/model-settings',
    { schema: { body: saveModelSettingsBody, response: { 200: userModelSettingsResponse } } },
    async (request) => {
      const user = requireUser(request);
      assertModelsOffered(await app.replies.catalogue.current(), request.body);
      await saveModelSettings(app.db, user.id, request.body);
      return { modelSettings: request.body };
    },
  );
};
