import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '#server/errors';

function tooMany(_request: FastifyRequest, context: { after: string }) {
  return new AppError('rate_limited', `Too many attempts. Please try again in ${context.after}.`);
}

/** Sign-in limits: per client address across all sign-in calls, and per e-mail address. */
export function signInRateLimits(app: FastifyInstance) {
  const { perIp, perEmail, windowMs } = app.config.authRateLimit;
  return {
    perIp: {
      max: perIp,
      timeWindow: windowMs,
      groupId: 'sign-in',
      keyGenerator: (request: FastifyRequest) => `ip:${request.ip}`,
      errorResponseBuilder: tooMany,
    },
    perEmail: app.rateLimit({
      max: perEmail,
      timeWindow: windowMs,
      keyGenerator: (request) => `email:${(request.body as { email?: string } | undefined)?.email ?? ''}`,
      errorResponseBuilder: tooMany,
    }),
  };
}
