import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hashSessionToken, newSessionToken, SESSION_COOKIE } from '#server/auth/session-tokens';
import type { Config } from '#server/config';
import { deleteOtherSessions, deleteSessionByHash, insertSession } from '#server/db/queries/sessions';

function cookieOptions(config: Config, expires?: Date) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.secureCookies,
    ...(expires ? { expires } : {}),
  };
}

/** The request's own session is gone: every process must stop honouring it at once. */
async function forgetRequestSession(app: FastifyInstance, request: FastifyRequest, token: string): Promise<void> {
  await deleteSessionByHash(app.db, hashSessionToken(token));
  if (request.auth) await app.live.userChanged(request.auth.user.id);
}

/** A new token at every sign-in: a token planted before sign-in is never promoted. */
export async function startSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
): Promise<{ expiresAt: Date }> {
  const { db, config } = app;
  const previous = request.cookies[SESSION_COOKIE];
  if (previous) await forgetRequestSession(app, request, previous);
  const token = newSessionToken();
  const expiresAt = new Date(Date.now() + config.session.absoluteMs);
  const userAgent = request.headers['user-agent']?.slice(0, 500) ?? null;
  await insertSession(db, { tokenHash: hashSessionToken(token), userId, expiresAt, userAgent });
  reply.setCookie(SESSION_COOKIE, token, cookieOptions(config, expiresAt));
  return { expiresAt };
}

export async function endSession(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  if (token) await forgetRequestSession(app, request, token);
  reply.clearCookie(SESSION_COOKIE, cookieOptions(app.config));
}

/**
 * After a password change: the request's session goes on under a new token (its expiry kept), and
 * every other session of the user ends, the old token's included, in every process.
 */
export async function rotateSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
): Promise<void> {
  const current = request.auth?.session;
  if (current) {
    const token = newSessionToken();
    await app.db.transaction(async (tx) => {
      const { expiresAt, userAgent } = current;
      const renewed = await insertSession(tx, { tokenHash: hashSessionToken(token), userId, expiresAt, userAgent });
      await deleteOtherSessions(tx, userId, renewed.id);
    });
    reply.setCookie(SESSION_COOKIE, token, cookieOptions(app.config, current.expiresAt));
  }
  await app.live.userChanged(userId);
}
