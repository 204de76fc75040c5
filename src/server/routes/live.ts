import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '#server/errors';
import { LiveChannel } from '#server/live/live-channel';
import { cursorAfter, parseCursor } from '#server/live/live-cursor';
import { requireUser, userGuard } from '#server/plugins/authentication';
import { idParams } from '#shared/api/common';
import { LIVE_CHANNELS_PER_USER, liveEventsQuery } from '#shared/api/live';

// A tab over the cap retries after this; most close within it.
const CAP_RETRY_AFTER_SECONDS = '30';

/** The live channel of one conversation (Server-Sent Events; the events are in src/shared/api/live.ts). */
export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', userGuard);

  app.get(
    '/conversations/:id/events',
    { schema: { params: idParams, querystring: liveEventsQuery } },
    async (request, reply) => {
      const user = requireUser(request);
      const { hub } = app.live;
      const head = await hub.heads.get(request.params.id);
      if (!head || head.userId !== user.id) throw new AppError('conversation_not_found');
      if (hub.channelsOf(user.id) >= LIVE_CHANNELS_PER_USER) {
        throw new AppError('too_many_live_channels', undefined, { 'retry-after': CAP_RETRY_AFTER_SECONDS });
      }
      const lastEventId = request.headers['last-event-id'];
      const cursor = parseCursor(typeof lastEventId === 'string' ? lastEventId : undefined);
      const tokenHash = request.auth?.session.tokenHash ?? '';
      const channel = new LiveChannel(
        request.params.id,
        user.id,
        tokenHash,
        cursor ?? cursorAfter(request.query.after),
      );
      hub.attach(channel);
      // The response closes when the client goes away (or when we end it).
      reply.raw.once('close', () => channel.close());
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-accel-buffering', 'no')
        .send(channel.stream);
    },
  );
};
