import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signInRateLimits } from '#server/auth/rate-limits';
import { startSession } from '#server/auth/sessions';
import { createUser, findUserByEmail } from '#server/db/queries/users';
import { AppError } from '#server/errors';
import { toPublicUser } from '#server/serializers';
import { testLoginBody, testLoginResponse } from '#shared/api/auth';

/** Sign-in by address alone, for development and troubleshooting; a 404 unless enabled. */
export const testLoginRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/test-login',
    {
      schema: { body: testLoginBody, response: { 200: testLoginResponse } },
      config: { rateLimit: signInRateLimits(app).perIp },
      onRequest: async (request) => {
        if (!app.config.enableTestLogin) {
          throw new AppError('not_found', `No API route ${request.method} ${request.url}`);
        }
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      const existing = await findUserByEmail(app.db, email);
      const user =
        existing ??
        (await createUser(app.db, {
          email,
          name: (email.split('@')[0] ?? 'Test user').slice(0, 100),
          isAdmin: email === app.config.admin.email,
        }));
      const { expiresAt } = await startSession(app.db, app.config, request, reply, user.id);
      return {
        ...toPublicUser(user),
        debug: { created: !existing, sessionExpiresAt: expiresAt.toISOString(), authMethod: 'test-login' as const },
      };
    },
  );
};
