import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SessionCache } from '#server/auth/session-cache';
import type { DatabaseHandle } from '#server/db/database';
import { findAdminSettings } from '#server/db/queries/admin-settings';
import { findLiveSession, liveSessionHashes } from '#server/db/queries/sessions';
import { createLiveBus, type LiveBus } from '#server/live/live-bus';
import { LiveHub } from '#server/live/live-hub';
import { type EffectiveSettings, effectiveSettings, savedSettings } from '#server/settings/effective-settings';
import { SettingsCache } from '#server/settings/settings-cache';

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
    /** The admin's settings as they apply now, the same in every process (docs/decisions/047-admin-settings.md). */
    adminSettings: SettingsCache<EffectiveSettings>;
  }
}

export interface LiveOptions {
  database: Pick<DatabaseHandle, 'kind' | 'listen'>;
}

/**
 * Live replies (docs/behaviour.md, Live replies): the hub of this process, fed by the bus that
 * links the processes on one database, and the session and settings caches that the same bus keeps honest.
 */
export const live = fp(async (app: FastifyInstance, { database }: LiveOptions) => {
  const { idleMs } = app.config.session;
  const sessions = new SessionCache((hash) => findLiveSession(app.db, hash, idleMs), idleMs);
  const settings = new SettingsCache(app.db, async (db) =>
    effectiveSettings(app.config, savedSettings(await findAdminSettings(db))),
  );
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
    deliver: (event) => (event.type === 'settings-changed' ? settings.forget() : hub.deliver(event)),
    onHearing: (hearing) => {
      hub.trust(hearing);
      sessions.trust(hearing);
      settings.trust(hearing);
    },
    log: app.log,
  });

  app.decorate('sessions', sessions);
  app.decorate('adminSettings', settings);
  app.decorate('live', {
    hub,
    bus,
    userChanged: (userId: number) => bus.publish({ type: 'user-changed', userId }),
    forget: () => {
      hub.forget();
      sessions.clear();
      settings.forget();
    },
  });
  app.addHook('onReady', () => bus.start());
  // Open channels never end by themselves: ended first, so that closing does not wait on them.
  app.addHook('preClose', async () => hub.close());
  app.addHook('onClose', () => bus.stop());
});
