import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { extractTar } from '#server/db/untar';

/**
 * A data folder whose embedded database is a copy of the run's migrated template, for tests of a
 * server process that are about something other than its first start (which creates and migrates
 * the database: seconds of work, and far more on a busy machine). Without a PGlite template (a run
 * on PostgreSQL), the folder is left empty and the server creates its database.
 */
export function withMigratedDatabase(dataDir: string): string {
  const template = inject('databaseTemplate');
  if (template.kind !== 'pglite') return dataDir;
  const dbDir = path.join(dataDir, 'db');
  fs.mkdirSync(dbDir, { recursive: true });
  // The dump is a tar of PGlite's data folder (tests/setup/global-database.ts), read as a first
  // start reads the build's template.
  extractTar(fs.readFileSync(template.dumpPath), dbDir);
  return dataDir;
}
