import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Database, DatabaseHandle, OpenDatabaseOptions } from '#server/db/database';
import { listenOnPostgres } from '#server/db/listen-postgres';
import { migrationsFolder } from '#server/db/migrations-folder';
import * as schema from '#server/db/schema';

// Any fixed number: every process that migrates takes the same advisory lock.
const MIGRATION_LOCK_KEY = 727_001;

export function wrapPool(pool: pg.Pool): Database {
  return drizzle({ client: pool, schema }) as unknown as Database;
}

/** Several replicas may start at once: the advisory lock lets one migrate while the others wait. */
export async function migratePool(pool: pg.Pool): Promise<void> {
  const connection = await pool.connect();
  try {
    const db = drizzle({ client: connection });
    await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
    try {
      await migrate(db, { migrationsFolder });
    } finally {
      await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
    }
  } finally {
    connection.release();
  }
}

/** The server's PostgreSQL at `databaseUrl`, migrated. */
export async function openPostgres(databaseUrl: string, options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const connection = { connectionString: databaseUrl };
  const pool = new pg.Pool({ ...connection, max: 10 });
  // An idle client losing its connection (a database restart) must not crash the process.
  pool.on('error', (error) => options.onPoolError?.(error));
  await migratePool(pool);
  return {
    db: wrapPool(pool),
    kind: 'postgres',
    listen: listenOnPostgres(connection, options.onPoolError),
    close: () => pool.end(),
  };
}
