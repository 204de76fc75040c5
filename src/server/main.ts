import { buildApp } from '#server/app';
import { ensureAdminAccount } from '#server/auth/admin-account';
import { createSetupLink } from '#server/auth/setup-link';
import { ConfigError, loadConfig } from '#server/config';
import { DataDirLockedError } from '#server/db/data-dir-lock';
import { openDatabase } from '#server/db/open-database';
import { requeueAllRunningJobs } from '#server/db/queries/reply-jobs';
import { deleteExpiredSessions } from '#server/db/queries/sessions';
import { deleteExpiredSignInLimits } from '#server/db/queries/sign-in-limits';

/**
 * Connections the kernel may hold before they are accepted. A process taking over a stopped one's
 * clients gets hundreds at once: Node's default (511) overflowed in the soak, and each dropped
 * connection cost its client seconds of retries. The kernel caps it at net.core.somaxconn.
 */
const LISTEN_BACKLOG = 4096;

// Expired sessions and sign-in counters are ignored already; the sweep keeps their tables small.
const SWEEP_MS = 60 * 60 * 1000;

async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onPoolError: (error) => console.warn(`database connection lost: ${error.message}`),
    onLockWait: (message) => console.warn(message),
    onCreate: (message) => console.info(message),
  });
  // The embedded database is this process's alone (it holds the lock): a job still marked running
  // belonged to a process that died, and need not wait for its lease to run out.
  if (database.kind === 'pglite') await requeueAllRunningJobs(database.db);
  const app = await buildApp({ config, database });
  await ensureAdminAccount(database.db, config, app.log);
  const setupLink = await createSetupLink(database.db, config);

  const sweep = setInterval(() => {
    deleteExpiredSessions(database.db, config.session.idleMs).catch((error: unknown) => {
      app.log.warn({ err: error }, 'could not sweep expired sessions');
    });
    deleteExpiredSignInLimits(database.db).catch((error: unknown) => {
      app.log.warn({ err: error }, 'could not sweep expired sign-in limits');
    });
  }, SWEEP_MS);
  sweep.unref();

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    clearInterval(sweep);
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'unclean shutdown');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  try {
    await app.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG });
  } catch (error) {
    await database.close();
    throw error;
  }
  app.log.info(`Pairwise is ready at ${config.publicOrigin} (database: ${database.kind})`);
  if (setupLink)
    app.log.warn(`No admin account yet: sign up at ${setupLink} to become the admin (the link works once).`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
