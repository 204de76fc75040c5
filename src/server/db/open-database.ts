import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { acquireDataDirLock } from '#server/db/data-dir-lock';
import type { Database, DatabaseHandle } from '#server/db/database';
import { listenOnPglite, listenOnPostgres } from '#server/db/listen';
import { startFromTemplate } from '#server/db/pglite-template';
import { type PgliteClient, startPgliteThread } from '#server/db/pglite-thread';
import * as schema from '#server/db/schema';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

// Any fixed number: every process that migrates takes the same advisory lock.
const MIGRATION_LOCK_KEY = 727_001;

// A PGlite in this process (tests) or on its own thread (the server): Drizzle uses the same few calls of either.
const asDriverClient = (client: PgliteClient) => client as unknown as PGlite;

export function wrapPglite(client: PgliteClient): Database {
  return drizzlePglite({ client: asDriverClient(client), schema }) as unknown as Database;
}

export function wrapPool(pool: pg.Pool): Database {
  return drizzlePg({ client: pool, schema }) as unknown as Database;
}

export async function migratePgliteClient(client: PgliteClient, folder = migrationsFolder): Promise<void> {
  await migratePglite(drizzlePglite({ client: asDriverClient(client) }), { migrationsFolder: folder });
}

/** Several replicas may start at once: the advisory lock lets one migrate while the others wait. */
export async function migratePool(pool: pg.Pool): Promise<void> {
  const connection = await pool.connect();
  try {
    const db = drizzlePg({ client: connection });
    await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
    try {
      await migratePg(db, { migrationsFolder });
    } finally {
      await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
    }
  } finally {
    connection.release();
  }
}

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  onPoolError?: (error: Error) => void;
  /** Told when start-up waits to see whether another process still holds the embedded database. */
  onLockWait?: (message: string) => void;
  /** Told when the embedded database is created, which takes seconds: the first start is not stuck. */
  onCreate?: (message: string) => void;
  /** The migrated template a first start unpacks (decision 052); by default the build's, if any. */
  templatePath?: string;
  /** The migrations to apply: this server's own unless a test brings others. */
  migrationsFolder?: string;
}

/** PostgreSQL when a URL is given, else PGlite under DATA_DIR/db; migrated either way. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const connection = { connectionString: options.databaseUrl };
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

  fs.mkdirSync(options.dataDir, { recursive: true });
  const dbDir = path.join(options.dataDir, 'db');
  const release = await acquireDataDirLock(`${dbDir}.lock`, { onWait: options.onLockWait });
  try {
    const folder = options.migrationsFolder ?? migrationsFolder;
    startFromTemplate(dbDir, {
      templatePath: options.templatePath,
      migrationsFolder: folder,
      onCreate: options.onCreate,
    });
    const client = await startPgliteThread(dbDir);
    await migratePgliteClient(client, folder);
    return {
      db: wrapPglite(client),
      kind: 'pglite',
      listen: listenOnPglite(client),
      close: async () => {
        try {
          await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
