import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

const SLOW_MS = 1000;
const READS = new Set(['GET', 'HEAD']);

/**
 * One line per answered request instead of Fastify's two. A read that went well and quickly is
 * routine (every open chat tab polls or holds a channel) and is logged at debug; writes, refusals,
 * failures and slow answers at info (decision 014).
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const responseTime = reply.elapsedTime;
    const line = { req: request, res: reply, responseTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (READS.has(request.method) && reply.statusCode < 400 && responseTime < SLOW_MS) {
      reply.log.debug(line, 'request completed');
    } else reply.log.info(line, 'request completed');
  }
}
