import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { claimAttempt, countCall, forgetAttempts, restartWait } from '#server/db/queries/sign-in-limits';
import { AppError, retryAfterHeader } from '#server/errors';
import { clientKey } from '#server/net/ip-address';

// The first wait once a client has used up its free failures for an address; it doubles from there.
const BACK_OFF_BASE_MS = 1000;

function rateLimited(retryAfterMs: number): AppError {
  const headers = retryAfterHeader(retryAfterMs);
  return new AppError(
    'rate_limited',
    `Too many attempts. Please try again in ${headers['retry-after']} seconds.`,
    headers,
  );
}

/** What a counter is about, hashed: the table holds no addresses. */
function limitKey(...parts: string[]): string {
  return createHash('sha256').update(parts.join('\n')).digest('base64url');
}

/**
 * Sign-in limits, kept in the database so that every process and a restarted one see the same
 * counts, and keyed on the client (an IPv6 /64; behind TRUST_PROXY, the forwarded address):
 * - per client, every sign-in call in a window, whatever the address (credential stuffing);
 * - per client and e-mail address, failed passwords, with a doubling wait after the free ones.
 *   Nobody is locked out by someone else's guesses: a client that has not been failing is never held up.
 */
export function createSignInRateLimits(app: FastifyInstance) {
  const { perIp, failuresBeforeBackoff, windowMs } = app.config.authRateLimit;
  const backOff = {
    freeFailures: failuresBeforeBackoff,
    baseMs: BACK_OFF_BASE_MS,
    maxMs: windowMs,
    memoryMs: windowMs,
  };
  const emailKey = (request: FastifyRequest) =>
    limitKey('email', clientKey(request.ip), (request.body as { email?: string } | undefined)?.email ?? '');

  return {
    /** An onRequest hook: counts before the body is read. */
    perIp: async (request: FastifyRequest) => {
      const { count, retryAfterMs } = await countCall(app.db, limitKey('client', clientKey(request.ip)), windowMs);
      if (count > perIp) throw rateLimited(retryAfterMs);
    },
    /** A preHandler (the e-mail is the validated, lower-cased one): the attempt counts as failed until `succeeded`. */
    perEmail: async (request: FastifyRequest) => {
      const verdict = await claimAttempt(app.db, emailKey(request), backOff);
      if (!verdict.allowed) throw rateLimited(verdict.retryAfterMs);
    },
    failed: (request: FastifyRequest) => restartWait(app.db, emailKey(request), backOff),
    succeeded: (request: FastifyRequest) => forgetAttempts(app.db, emailKey(request)),
  };
}

export type SignInRateLimits = ReturnType<typeof createSignInRateLimits>;
