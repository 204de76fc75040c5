import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { verifyGoogleAccessToken } from '#server/auth/google';
import { findOrCreateGoogleUser } from '#server/auth/google-accounts';
import { endSession, startSession } from '#server/auth/sessions';
import { requireUser } from '#server/plugins/authentication';
import { toPublicUser } from '#server/serializers';
import { authConfigResponse, googleConfigResponse, googleLoginBody } from '#shared/api/auth';
import { okResponse } from '#shared/api/common';
import { publicUserSchema } from '#shared/api/users';
import { signUpQuery } from '#shared/setup-link';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/auth/google-config', { schema: { response: { 200: googleConfigResponse } } }, async () => ({
    clientId: app.config.google.clientId ?? null,
  }));

  app.get('/auth/config', { schema: { response: { 200: authConfigResponse } } }, async () => ({
    google: app.config.google.clientId !== undefined,
    password: app.config.enablePasswordLogin,
    testLogin: app.config.enableTestLogin,
  }));

  app.post(
    '/auth/google',
    {
      schema: { querystring: signUpQuery, body: googleLoginBody, response: { 200: publicUserSchema } },
      onRequest: app.signInLimits.perIp,
    },
    async (request, reply) => {
      const identity = await verifyGoogleAccessToken(request.body.token, app.config.google);
      const user = await findOrCreateGoogleUser(app.db, app.config, identity, request.query.setup);
      await startSession(app, request, reply, user.id);
      return toPublicUser(user);
    },
  );

  app.post('/auth/logout', { schema: { response: { 200: okResponse } } }, async (request, reply) => {
    await endSession(app, request, reply);
    return { ok: true as const };
  });

  app.get('/user', { schema: { response: { 200: publicUserSchema } } }, async (request) =>
    toPublicUser(requireUser(request)),
  );
};
