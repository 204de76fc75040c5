import { PGlite } from '@electric-sql/pglite';
import { migratePgliteClient } from '#server/db/pglite-database';
import { saveTemplate } from '#server/db/pglite-template';

/**
 * Creates a database in memory, migrates it with `migrationsFolder` and archives it at
 * `archivePath` with its manifest: what a first start unpacks (decision 052). Seconds of work.
 */
export async function makeTemplate(archivePath: string, migrationsFolder: string): Promise<number> {
  const database = await PGlite.create();
  try {
    await migratePgliteClient(database, migrationsFolder);
    // Written out now, so that a start from the copy has no WAL to replay.
    await database.exec('checkpoint');
    const dump = await database.dumpDataDir('gzip');
    saveTemplate(archivePath, new Uint8Array(await dump.arrayBuffer()), migrationsFolder);
    return dump.size;
  } finally {
    await database.close();
  }
}
