import { fileURLToPath } from 'node:url';
import { serverFile } from '#server/server-files';

/** The SQL migrations and drizzle's journal, applied at every start. */
export const migrationsFolder = fileURLToPath(serverFile('db/migrations'));
