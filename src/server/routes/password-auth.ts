import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resetPasswordWithLink } from '#server/auth/password-reset-link';
import { hashPassword, verifyPassword } from '#server/auth/passwords';
import { startSession } from '#server/auth/sessions';
import { signUpAdminRights } from '#server/auth/setup-link';
import { createUser, findUserByEmail } from '#server/db/queries/users';
import { AppError } from '#server/errors';
import { toPublicUser } from '#server/serializers';
import { loginBody, passwordResetBody, registerBody } from '#shared/api/auth';
import { okResponse } from '#shared/api/common';
import { publicUserSchema } from '#shared/api/users';
import { signUpQuery } from '#shared/setup-link';

export const passwordAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async () => {
    if (!app.config.enablePasswordLogin) throw new AppError('password_login_disabled');
  });

  app.post(
    '/auth/register',
    {
      schema: { querystring: signUpQuery, body: registerBody, response: { 201: publicUserSchema } },
      onRequest: app.signInLimits.perIp,
    },
    async (request, reply) => {
      const { name, email, password } = request.body;
      const { signUp } = await app.adminSettings.current();
      const closed = signUp.password ? undefined : 'sign_up_closed';
      // Closed, only a sign-up that may make the first admin goes on (a setup link, the first account
      // of a local server); createUser decides whether it does.
      if (closed && request.query.setup === undefined && app.config.admin.firstAdmin !== 'first-account') {
        throw new AppError(closed);
      }
      // The built-in admin's address is reserved: an unverified sign-up must not claim it.
      if (email === app.config.admin.email) throw new AppError('email_taken');
      if (await findUserByEmail(app.db, email)) throw new AppError('email_taken');
      const user = await createUser(app.db, {
        name,
        email,
        password: await hashPassword(password, app.config.passwordHashCost),
        ...signUpAdminRights(app.config, request.query.setup),
        unlessAdmin: closed,
      });
      await startSession(app, request, reply, user.id);
      return reply.status(201).send(toPublicUser(user));
    },
  );

  app.post(
    '/auth/login',
    {
      schema: { body: loginBody, response: { 200: publicUserSchema } },
      onRequest: app.signInLimits.perIp,
      preHandler: app.signInLimits.perEmail,
    },
    async (request, reply) => {
      const user = await findUserByEmail(app.db, request.body.email);
      // One scrypt whether or not the account exists, so timing does not reveal which e-mails exist.
      const matches = await verifyPassword(request.body.password, user?.password ?? '', app.config.passwordHashCost);
      if (!user || !matches) {
        await app.signInLimits.failed(request);
        throw new AppError('invalid_credentials');
      }
      await app.signInLimits.succeeded(request);
      await startSession(app, request, reply, user.id);
      return toPublicUser(user);
    },
  );

  app.post(
    '/auth/password-reset',
    { schema: { body: passwordResetBody, response: { 200: okResponse } }, onRequest: app.signInLimits.perIp },
    async (request) => {
      // Not signed in afterwards: the user proves the new password by signing in with it.
      await resetPasswordWithLink(app, request.body.token, request.body.password);
      return { ok: true as const };
    },
  );
};
