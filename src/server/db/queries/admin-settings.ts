import { sql } from 'drizzle-orm';
import type { Executor } from '#server/db/database';
import { type AdminSettingsRow, adminSettings } from '#server/db/schema/admin-settings';
import type { UpdateAdminSettingsBody } from '#shared/api/admin-settings';

/** The admin's settings row, or undefined while nobody has saved any. */
export async function findAdminSettings(db: Executor): Promise<AdminSettingsRow | undefined> {
  const [row] = await db.select().from(adminSettings);
  return row;
}

/** Changes the settings given (null: back to the default), leaving the others as they are; answers the row. */
export async function saveAdminSettings(
  db: Executor,
  changes: UpdateAdminSettingsBody,
  userId: number,
): Promise<AdminSettingsRow> {
  const set = { ...changes, updatedAt: sql`now()`, updatedBy: userId };
  const [row] = await db
    .insert(adminSettings)
    .values({ id: 1, ...set })
    .onConflictDoUpdate({ target: adminSettings.id, set })
    .returning();
  if (!row) throw new Error('upsert returned no row');
  return row;
}
