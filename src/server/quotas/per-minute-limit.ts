import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Executor } from '#server/db/database';
import { countUserCall } from '#server/db/queries/user-quota-windows';
import type { QuotaKind } from '#server/db/schema/user-quota-windows';
import { AppError, retryAfterHeader } from '#server/errors';
import { requireUser } from '#server/plugins/authentication';

const WINDOW_MS = 60 * 1000;

const limits = {
  chat: { code: 'chat_rate_limited', max: (app: FastifyInstance) => app.config.quotas.chatRequestsPerMinute },
  upload: { code: 'upload_rate_limited', max: (app: FastifyInstance) => app.config.quotas.uploadsPerMinute },
} as const;

/** How many calls of this kind a user may make in a window, and the window's length. */
export const perMinuteWindow = (app: FastifyInstance, kind: QuotaKind) => ({
  max: limits[kind].max(app),
  windowMs: WINDOW_MS,
});

/** The refusal of a call past the limit, to be retried once the window has passed. */
export const rateLimited = (kind: QuotaKind, retryAfterMs: number) =>
  new AppError(limits[kind].code, undefined, retryAfterHeader(retryAfterMs));

/**
 * For a signed-in route, before it stores anything (as its preHandler, or first in its handler):
 * counts the user's call of this kind in the current minute (one statement, in the database, so
 * every process shares the count) and refuses it past the configured number with 429 and Retry-After.
 * Given the route's transaction, the count commits with what the call stores, and a call refused
 * later in it is not counted.
 */
export function perMinuteLimit(app: FastifyInstance, kind: QuotaKind) {
  return async (request: FastifyRequest, executor: Executor = app.db) => {
    const { count, retryAfterMs } = await countUserCall(executor, requireUser(request).id, kind, WINDOW_MS);
    if (count > limits[kind].max(app)) throw rateLimited(kind, retryAfterMs);
  };
}
