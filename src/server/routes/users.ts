import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { confirmIdentity } from '#server/auth/confirm-identity';
import { hashPassword } from '#server/auth/passwords';
import { rotateSession } from '#server/auth/sessions';
import { updateUser } from '#server/db/queries/users';
import { AppError } from '#server/errors';
import { requireUser, userGuard } from '#server/plugins/authentication';
import { toPublicUser } from '#server/serializers';
import { idParams, okResponse } from '#shared/api/common';
import { changePasswordBody, publicUserSchema, updateUserBody } from '#shared/api/users';

/** A person's own account: only yourself, whatever the id says. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', userGuard);

  app.patch(
    '/users/:id',
    { schema: { params: idParams, body: updateUserBody, response: { 200: publicUserSchema } } },
    async (request) => {
      const user = requireUser(request);
      if (request.params.id !== user.id) throw new AppError('forbidden');
      const { currentPassword, ...changes } = request.body;
      const adminEmail = app.config.admin.email;
      if (changes.email !== undefined && changes.email !== user.email) {
        await confirmIdentity(app, request, user, currentPassword);
        if (user.email === adminEmail) throw new AppError('protected_account');
        if (changes.email === adminEmail) throw new AppError('email_taken');
      }
      const updated = await updateUser(app.db, user.id, changes);
      if (!updated) throw new AppError('user_not_found');
      await app.live.userChanged(user.id);
      return toPublicUser(updated);
    },
  );

  app.post(
    '/users/:id/change-password',
    { schema: { params: idParams, body: changePasswordBody, response: { 200: okResponse } } },
    async (request, reply) => {
      const user = requireUser(request);
      if (request.params.id !== user.id) throw new AppError('forbidden');
      const { currentPassword, newPassword } = request.body;
      // An account made with Google has no password yet and may set one, from a recent sign-in:
      // a password would otherwise let a stolen session outlive its revocation.
      await confirmIdentity(app, request, user, currentPassword);
      await updateUser(app.db, user.id, { password: await hashPassword(newPassword, app.config.passwordHashCost) });
      // Whoever held a copy of this session's token, or another session, is out.
      await rotateSession(app, request, reply, user.id);
      return { ok: true as const };
    },
  );
};
