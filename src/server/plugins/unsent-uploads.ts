import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '#server/db/database';
import { deleteUnsentUploads } from '#server/db/queries/message-attachments';
import { removeUploads } from '#server/uploads/storage';
import { UNSENT_UPLOAD_LIFETIME_MS } from '#shared/constants';

// Often enough that a forgotten upload outlives its day by little; each run is one indexed query.
const SWEEP_INTERVAL_MS = 15 * 60 * 1000;

/**
 * Removes uploads never sent with a message within UNSENT_UPLOAD_LIFETIME_MS: their rows (which
 * frees the user's storage at once), then their bytes. Safe to run in several processes at once.
 * Answers how many files went.
 */
export async function sweepUnsentUploads(
  db: Database,
  dataDir: string,
  log: FastifyBaseLogger,
  lifetimeMs = UNSENT_UPLOAD_LIFETIME_MS,
): Promise<number> {
  const storageKeys = await deleteUnsentUploads(db, lifetimeMs);
  await removeUploads(dataDir, storageKeys, log);
  if (storageKeys.length > 0) log.info({ files: storageKeys.length }, 'removed uploads never sent');
  return storageKeys.length;
}

/** The sweep, every SWEEP_INTERVAL_MS while the app runs; a timer that never keeps the process up. */
export const unsentUploads = fp(async (app: FastifyInstance) => {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    running = sweepUnsentUploads(app.db, app.config.dataDir, app.log).catch((error: unknown) => {
      // The database may be restarting: the next run tries again.
      app.log.warn({ err: error }, 'could not remove unsent uploads');
    });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(sweep, SWEEP_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    // A run in progress finishes before the database closes under it.
    await running;
  });
});
