import { sql } from 'drizzle-orm';
import type { Executor } from '#server/db/database';

/** The least a database can do: answer a statement. Throws whatever the driver threw. */
export async function pingDatabase(db: Executor): Promise<void> {
  await db.execute(sql`select 1`);
}
