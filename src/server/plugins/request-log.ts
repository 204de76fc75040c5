import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const SLOW_MS = 1000;
const READS = new Set(['GET', 'HEAD']);

/**
 * One line per answered request instead of Fastify's two. A read that went well and quickly is
 * routine (every open chat tab polls or holds a channel) and is logged at debug; writes, refusals,
 * failures and slow answers at info (decision 014).
 */
export const requestLog = fp(async (app: FastifyInstance) => {
  app.addHook('onResponse', async (request, reply) => {
    const responseTime = reply.elapsedTime;
    const routine = READS.has(request.method) && reply.statusCode < 400 && responseTime < SLOW_MS;
    const line = { req: request, res: reply, responseTime };
    if (routine) request.log.debug(line, 'request completed');
    else request.log.info(line, 'request completed');
  });
});
