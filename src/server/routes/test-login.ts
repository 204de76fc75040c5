import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { startSession } from '#server/auth/sessions';
import { createUser, findUserByEmail } from '#server/db/queries/users';
import { AppError } from '#server/errors';
import { toPublicUser } from '#server/serializers';
import { testLoginBody, testLoginResponse } from '#shared/api/auth';
import { NAME_MAX_LENGTH, NAME_MIN_LENGTH } from '#shared/constants';

/**
 * The e-mail's local part, or a stand-in when it is shorter than a profile name may be
 * (docs/behaviour.md, Validation).
 */
function nameFromEmail(email: string): string {
  const local = (email.split('@')[0] ?? '').trim().slice(0, NAME_MAX_LENGTH);
  return local.length >= NAME_MIN_LENGTH ? local : 'Test user';
}

/** Sign-in by address alone, for development and troubleshooting; a 404 unless enabled. */
export const testLoginRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/test-login',
    {
      schema: { body: testLoginBody, response: { 200: testLoginResponse } },
      onRequest: [
        async (request) => {
          if (!app.config.enableTestLogin) {
            throw new AppError('not_found', `No API route ${request.method} ${request.url}`);
          }
        },
        app.signInLimits.perIp,
      ],
    },
    async (request, reply) => {
      const { email } = request.body;
      // Sign-in by address alone must not reach the built-in admin, nor create it for someone else.
      if (email === app.config.admin.email) throw new AppError('test_login_protected');
      const existing = await findUserByEmail(app.db, email);
      const user =
        existing ??
        (await createUser(app.db, {
          email,
          name: nameFromEmail(email),
          firstBecomesAdmin: app.config.admin.firstAdmin === 'first-account',
        }));
      const { expiresAt } = await startSession(app, request, reply, user.id);
      return {
        ...toPublicUser(user),
        debug: { created: !existing, sessionExpiresAt: expiresAt.toISOString(), authMethod: 'test-login' as const },
      };
    },
  );
};
