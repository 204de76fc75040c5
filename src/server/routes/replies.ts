import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { stopTurnReplies } from '#server/ai/stop-replies';
import { requireUser, userGuard } from '#server/plugins/authentication';
import { idParams } from '#shared/api/common';
import { stopBody, stopResponse } from '#shared/api/replies';

/** Replies in progress: the user stops those of a turn (their own only; another's answers 404). */
export const replyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', userGuard);

  app.post(
    '/messages/:id/stop',
    { schema: { params: idParams, body: stopBody, response: { 200: stopResponse } } },
    async (request) => {
      const user = requireUser(request);
      const deps = { db: app.db, live: app.live.bus };
      return { stopped: await stopTurnReplies(deps, user.id, request.params.id, request.body) };
    },
  );
};
