import { fileURLToPath } from 'node:url';

/** The SQL migrations and drizzle's journal, applied at every start. */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
