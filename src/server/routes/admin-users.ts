import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createPasswordResetLink } from '#server/auth/password-reset-link';
import { hashPassword } from '#server/auth/passwords';
import { listStorageKeysOfUser } from '#server/db/queries/uploaded-files';
import { createUser, deleteUserById, findUserById, listUsers, updateUser } from '#server/db/queries/users';
import { AppError } from '#server/errors';
import { adminGuard, requireAdmin } from '#server/plugins/authentication';
import { toAdminUser } from '#server/serializers';
import { removeUploads } from '#server/uploads/storage';
import {
  adminUserSchema,
  createAdminUserBody,
  listAdminUsersQuery,
  listAdminUsersResponse,
  passwordResetLinkResponse,
  updateAdminUserBody,
} from '#shared/api/admin-users';
import { idParams, okResponse } from '#shared/api/common';

export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', adminGuard);
  const protectedEmail = app.config.admin.email;

  async function findTarget(id: number) {
    const target = await findUserById(app.db, id);
    if (!target) throw new AppError('user_not_found');
    return target;
  }

  app.get(
    '/admin/users',
    { schema: { querystring: listAdminUsersQuery, response: { 200: listAdminUsersResponse } } },
    async (request) => {
      const { rows, total } = await listUsers(app.db, request.query);
      const users = rows.map((row) => toAdminUser(row, protectedEmail));
      return { users, total, limit: request.query.limit, offset: request.query.offset };
    },
  );

  app.post(
    '/admin/users',
    { schema: { body: createAdminUserBody, response: { 201: adminUserSchema } } },
    async (request, reply) => {
      const { password, ...fields } = request.body;
      // Only its owner may create the built-in admin's account (Google, or ADMIN_PASSWORD at start).
      if (fields.email === protectedEmail) throw new AppError('email_taken');
      // Without Google sign-in, an account without a password could never sign in.
      if (!password && app.config.google.clientId === undefined) throw new AppError('password_required');
      const user = await createUser(app.db, {
        ...fields,
        ...(password ? { password: await hashPassword(password, app.config.passwordHashCost) } : {}),
      });
      return reply.status(201).send(toAdminUser(user, protectedEmail));
    },
  );

  app.patch(
    '/admin/users/:id',
    { schema: { params: idParams, body: updateAdminUserBody, response: { 200: adminUserSchema } } },
    async (request) => {
      const admin = requireAdmin(request);
      const target = await findTarget(request.params.id);
      const { email, isAdmin } = request.body;
      const isProtected = target.email === protectedEmail;
      if (isProtected && (isAdmin === false || (email !== undefined && email !== target.email))) {
        throw new AppError('protected_account');
      }
      if (target.id === admin.id && isAdmin === false) throw new AppError('cannot_demote_self');
      if (email !== undefined && email !== target.email && email === protectedEmail) throw new AppError('email_taken');
      const updated = await updateUser(app.db, target.id, request.body);
      if (!updated) throw new AppError('user_not_found');
      await app.live.userChanged(target.id);
      return toAdminUser(updated, protectedEmail);
    },
  );

  app.post(
    '/admin/users/:id/password-reset',
    { schema: { params: idParams, response: { 200: passwordResetLinkResponse } } },
    async (request) => {
      if (!app.config.enablePasswordLogin) throw new AppError('password_login_disabled');
      const target = await findTarget(request.params.id);
      // Whoever could make a link for the built-in admin could take the account over: no admin may.
      if (target.email === protectedEmail) throw new AppError('protected_account_password');
      const { url, expiresAt } = await createPasswordResetLink(app, target.id);
      return { url, expiresAt: expiresAt.toISOString() };
    },
  );

  app.delete('/admin/users/:id', { schema: { params: idParams, response: { 200: okResponse } } }, async (request) => {
    const admin = requireAdmin(request);
    const target = await findTarget(request.params.id);
    if (target.email === protectedEmail) throw new AppError('protected_account');
    if (target.id === admin.id) throw new AppError('cannot_delete_self');
    // Projects, conversations, messages, files and sessions go with the user (foreign key cascades).
    const storageKeys = await app.db.transaction(async (tx) => {
      const keys = await listStorageKeysOfUser(tx, target.id);
      if (!(await deleteUserById(tx, target.id))) throw new AppError('user_not_found');
      return keys;
    });
    await app.live.userChanged(target.id);
    await removeUploads(app.config.dataDir, storageKeys, request.log);
    return { ok: true as const };
  });
};
