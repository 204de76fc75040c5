import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashSessionToken, newSessionToken, SESSION_COOKIE } from '#server/auth/session-tokens';
import type { Config } from '#server/config';
import type { Executor } from '#server/db/database';
import { deleteSessionByHash, insertSession } from '#server/db/queries/sessions';

function cookieOptions(config: Config, expires?: Date) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.secureCookies,
    ...(expires ? { expires } : {}),
  };
}

/** A new token at every sign-in: a token planted before sign-in is never promoted. */
export async function startSession(
  db: Executor,
  config: Config,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
): Promise<{ expiresAt: Date }> {
  const previous = request.cookies[SESSION_COOKIE];
  if (previous) await deleteSessionByHash(db, hashSessionToken(previous));
  const token = newSessionToken();
  const expiresAt = new Date(Date.now() + config.session.absoluteMs);
  const userAgent = request.headers['user-agent']?.slice(0, 500) ?? null;
  await insertSession(db, { tokenHash: hashSessionToken(token), userId, expiresAt, userAgent });
  reply.setCookie(SESSION_COOKIE, token, cookieOptions(config, expiresAt));
  return { expiresAt };
}

export async function endSession(
  db: Executor,
  config: Config,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  if (token) await deleteSessionByHash(db, hashSessionToken(token));
  reply.clearCookie(SESSION_COOKIE, cookieOptions(config));
}
