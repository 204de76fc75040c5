import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SessionCache } from '#server/auth/session-cache';
import type { DatabaseHandle } from '#server/db/database';
import { findLiveSession, liveSessionHashes } from '#server/db/queries/sessions';
import { createLiveBus, type LiveBus } from '#server/live/live-bus';
import { LiveHub } from '#server/live/live-hub';

declare module 'fastify' {
  interface FastifyInstance {
    live: {
      hub: LiveHub;
      bus: LiveBus;
      /** After any change to a user or their sessions: every process forgets what it cached of them. */
      userChanged(userId: number): Promise<void>;
      /** Forgets what this process cached, for a database changed behind its back (tests empty theirs). */
      forget(): void;
    };
    sessions: SessionCache;
  }
}

export interface LiveOptions {
  database: Pick<DatabaseHandle, 'kind' | 'listen'>;
}

/**
 * Live replies (docs/behaviour.md, Live replies): the hub of this process, fed by the bus that
 * links the processes on one database, and the session cache that the same bus keeps honest.
 */
export const live = fp(async (app: FastifyInstance, { database }: LiveOptions) => {
  const { idleMs } = app.config.session;
  const sessions = new SessionCache((hash) => findLiveSession(app.db, hash, idleMs), idleMs);
  const hub = new LiveHub({
    db: app.db,
    log: app.log,
    onUserChanged: (userId) => sessions.forgetUser(userId),
    liveSessions: (hashes) => liveSessionHashes(app.db, hashes, idleMs),
  });
  const bus = createLiveBus({
    db: app.db,
    listen: database.listen,
    crossProcess: database.kind === 'postgres',
    deliver: (event) => hub.deliver(event),
    onHearing: (hearing) => {
      hub.trust(hearing);
      sessions.trust(hearing);
    },
    log: app.log,
  });

  app.decorate('sessions', sessions);
  app.decorate('live', {
    hub,
    bus,
    userChanged: (userId: number) => bus.publish({ type: 'user-changed', userId }),
    forget: () => {
      hub.forget();
      sessions.clear();
    },
  });
  app.addHook('onReady', () => bus.start());
  // Open channels never end by themselves: ended first, so that closing does not wait on them.
  app.addHook('preClose', async () => hub.close());
  app.addHook('onClose', () => bus.stop());
});
