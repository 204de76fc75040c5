import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hashSessionToken, SESSION_COOKIE } from '#server/auth/session-tokens';
import { TOUCH_INTERVAL_MS, touchSession } from '#server/db/queries/sessions';
import { touchLastActive } from '#server/db/queries/users';
import type { SessionRow } from '#server/db/schema/sessions';
import type { UserRow } from '#server/db/schema/users';
import { AppError } from '#server/errors';

declare module 'fastify' {
  interface FastifyRequest {
    auth: { user: UserRow; session: SessionRow } | null;
  }
}

/** Resolves the session cookie to a user once per request; routes then guard with the helpers below. */
export const authentication = fp(async (app: FastifyInstance) => {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || !request.url.startsWith('/api/')) return;
    const found = await app.sessions.find(hashSessionToken(token));
    if (!found) return;
    request.auth = found;
    // Checked here first: the rows are at hand, and most requests then write nothing at all.
    const now = new Date();
    const staleBefore = now.getTime() - TOUCH_INTERVAL_MS;
    const touches: Promise<void>[] = [];
    if (found.session.lastSeenAt.getTime() < staleBefore) {
      found.session.lastSeenAt = now;
      touches.push(touchSession(app.db, found.session.id));
    }
    if (found.user.lastActive === null || found.user.lastActive.getTime() < staleBefore) {
      found.user.lastActive = now;
      touches.push(touchLastActive(app.db, found.user.id));
    }
    await Promise.all(touches);
  });
});

export function requireUser(request: FastifyRequest): UserRow {
  if (!request.auth) throw new AppError('unauthenticated');
  return request.auth.user;
}

export function requireAdmin(request: FastifyRequest): UserRow {
  const user = requireUser(request);
  if (!user.isAdmin) throw new AppError('admin_required');
  return user;
}

/** For route plugins whose every route needs a signed-in user. */
export async function userGuard(request: FastifyRequest): Promise<void> {
  requireUser(request);
}

export async function adminGuard(request: FastifyRequest): Promise<void> {
  requireAdmin(request);
}
