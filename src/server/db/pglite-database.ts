import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { acquireDataDirLock } from '#server/db/data-dir-lock';
import type { Database, DatabaseHandle, OpenDatabaseOptions } from '#server/db/database';
import { listenOnPglite } from '#server/db/listen';
import { migrationsFolder } from '#server/db/migrations-folder';
import { startFromTemplate } from '#server/db/pglite-template';
import { type PgliteClient, startPgliteThread } from '#server/db/pglite-thread';
import * as schema from '#server/db/schema';

// A PGlite in this process (tests) or on its own thread (the server): Drizzle uses the same few calls of either.
const asDriverClient = (client: PgliteClient) => client as unknown as PGlite;

export function wrapPglite(client: PgliteClient): Database {
  return drizzle({ client: asDriverClient(client), schema }) as unknown as Database;
}

export async function migratePgliteClient(client: PgliteClient, folder = migrationsFolder): Promise<void> {
  await migrate(drizzle({ client: asDriverClient(client) }), { migrationsFolder: folder });
}

/** The embedded database under DATA_DIR/db, this process's alone (it holds the lock), migrated. */
export async function openPglite(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
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
