import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '#server/config';
import type { Executor } from '#server/db/database';
import { countUserCall } from '#server/db/queries/user-quota-windows';
import type { QuotaKind } from '#server/db/schema/user-quota-windows';
import { AppError, retryAfterHeader } from '#server/errors';
import { requireUser } from '#server/plugins/authentication';

const WINDOW_MS = 60 * 1000;

type Quotas = Config['quotas'];

// The admin's Settings may set each limit; the environment's is the default (decision 047).
const limits = {
  chat: { code: 'chat_rate_limited', max: (quotas: Quotas) => quotas.chatRequestsPerMinute },
  upload: { code: 'upload_rate_limited', max: (quotas: Quotas) => quotas.uploadsPerMinute },
} as const;

/** How many calls of this kind a user may make in a window now, and the window's length. */
export const perMinuteWindow = async (app: FastifyInstance, kind: QuotaKind, executor?: Executor) => ({
  max: limits[kind].max((await app.adminSettings.current(executor)).quotas),
  windowMs: WINDOW_MS,
});

/** The refusal of a call past the limit, to be retried once the window has passed. */
export const rateLimited = (kind: QuotaKind, retryAfterMs: number) =>
  new AppError(limits[kind].code, undefined, retryAfterHeader(retryAfterMs));

/**
 * For a signed-in route, before it stores anything (as its preHandler, or first in its handler):
 * counts the user's call of this kind in the current minute (one statement, in the database, so
 * every process shares the count) and refuses it past the limit in force with 429 and Retry-After.
 * Given the route's transaction, the count commits with what the call stores, and a call refused
 * later in it is not counted.
 */
export function perMinuteLimit(app: FastifyInstance, kind: QuotaKind) {
  return async (request: FastifyRequest, tx?: Executor) => {
    const { max } = await perMinuteWindow(app, kind, tx);
    const { count, retryAfterMs } = await countUserCall(tx ?? app.db, requireUser(request).id, kind, WINDOW_MS);
    if (count > max) throw rateLimited(kind, retryAfterMs);
  };
}
