import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pingDatabase } from '#server/db/queries/health';
import { AppError } from '#server/errors';
import { healthResponse } from '#shared/api/health';

/**
 * How long readiness waits for the database. A statement that takes longer is a database in
 * trouble (or a pool with no free connection): the process is not ready either way. Below the
 * probes' own timeouts: 3 s or more (docs/operations.md#health), 5 s in the image's HEALTHCHECK.
 */
export const READY_TIMEOUT_MS = 2000;

class NoAnswer extends Error {
  constructor() {
    super(`the database did not answer within ${READY_TIMEOUT_MS} ms`);
    this.name = 'NoAnswer';
  }
}

/**
 * Liveness and readiness for process managers and load balancers: no sign-in, no session, nothing
 * read but `select 1`. A success is a quick read, so it is logged at debug only (decision 014).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // One statement in flight at most, shared by the probes that arrive meanwhile: a flood of them,
  // or a database that never answers, holds one connection rather than the whole pool.
  let inFlight: Promise<void> | undefined;
  const ping = () => {
    inFlight ??= pingDatabase(app.db).finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };

  app.get(
    '/health',
    { schema: { summary: 'Liveness: the process answers', response: { 200: healthResponse } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/health/ready',
    {
      schema: {
        summary: 'Readiness: the database answers (503 database_unavailable when it does not)',
        response: { 200: healthResponse },
      },
    },
    async (request) => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new NoAnswer()), READY_TIMEOUT_MS);
      });
      try {
        await Promise.race([ping(), timeout]);
      } catch (error) {
        // The cause stays in the log; the caller learns only that the database is unavailable.
        request.log.warn({ err: error }, 'not ready: the database did not answer');
        throw new AppError('database_unavailable');
      } finally {
        clearTimeout(timer);
      }
      return { status: 'ok' as const };
    },
  );
};
