import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '#server/errors';

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

async function enforce(limiter: Limiter, request: FastifyRequest): Promise<void> {
  const result = await limiter(request);
  if (result.isAllowed || !result.isExceeded) return;
  const retryAfter = String(Math.max(1, result.ttlInSeconds));
  throw new AppError('rate_limited', `Too many attempts. Please try again in ${retryAfter} seconds.`, {
    'retry-after': retryAfter,
  });
}

/**
 * Sign-in limits, made once per app: per client address across all sign-in calls, and per e-mail.
 * Route `config.rateLimit` would give each route its own counter (groupId does not share the store),
 * and a second limiter on a route is skipped once the first has run; createRateLimit has neither problem.
 */
export function createSignInRateLimits(app: FastifyInstance) {
  const { perIp, perEmail, windowMs } = app.config.authRateLimit;
  const byIp = app.createRateLimit({ max: perIp, timeWindow: windowMs, keyGenerator: (request) => `ip:${request.ip}` });
  const byEmail = app.createRateLimit({
    max: perEmail,
    timeWindow: windowMs,
    keyGenerator: (request) => `email:${(request.body as { email?: string } | undefined)?.email ?? ''}`,
  });
  return {
    /** An onRequest hook: counts before the body is read. */
    perIp: (request: FastifyRequest) => enforce(byIp, request),
    /** A preHandler: the e-mail is the validated, lower-cased one. */
    perEmail: (request: FastifyRequest) => enforce(byEmail, request),
  };
}

export type SignInRateLimits = ReturnType<typeof createSignInRateLimits>;
