import type { DatabaseHandle, OpenDatabaseOptions } from '#server/db/database';

/**
 * PostgreSQL when a URL is given, else PGlite under DATA_DIR/db; migrated either way. Each
 * database's driver is loaded only when it is the one used: a server on PostgreSQL never holds
 * PGlite's code in memory, nor one on PGlite the node-postgres client's (decision 056).
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const { openPostgres } = await import('#server/db/postgres-database');
    return openPostgres(options.databaseUrl, options);
  }
  const { openPglite } = await import('#server/db/pglite-database');
  return openPglite(options);
}
