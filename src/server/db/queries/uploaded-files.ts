import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '#server/db/database';
import { type UploadedFileRow, uploadedFiles } from '#server/db/schema/uploaded-files';
import { users } from '#server/db/schema/users';

type NewUploadedFile = { userId: number; originalName: string; mimeType: string; size: number; storageKey: string };

export async function insertUploadedFile(db: Executor, values: NewUploadedFile): Promise<UploadedFileRow> {
  const [row] = await db.insert(uploadedFiles).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** The bytes of all the user's files: what counts against their storage quota. */
export async function usedStorageBytes(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<number>`coalesce(sum(${uploadedFiles.size}), 0)`.mapWith(Number) })
    .from(uploadedFiles)
    .where(eq(uploadedFiles.userId, userId));
  return row?.bytes ?? 0;
}

/**
 * Inserts the file's row only when the user's files, with it, stay within `limitBytes`; else
 * undefined. The user's row is locked first, so that concurrent uploads of one user, in any process,
 * are summed one after the other and cannot both fit into the same room.
 */
export async function insertUploadedFileWithinQuota(
  db: Database,
  values: NewUploadedFile,
  limitBytes: number,
): Promise<UploadedFileRow | undefined> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, values.userId)).for('no key update');
    if ((await usedStorageBytes(tx, values.userId)) + values.size > limitBytes) return undefined;
    return insertUploadedFile(tx, values);
  });
}

export async function findUploadedFile(db: Executor, userId: number, id: number): Promise<UploadedFileRow | undefined> {
  const [row] = await db
    .select()
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.id, id), eq(uploadedFiles.userId, userId)));
  return row;
}

/** Newest first. */
export async function listUploadedFiles(db: Executor, userId: number): Promise<UploadedFileRow[]> {
  return db
    .select()
    .from(uploadedFiles)
    .where(eq(uploadedFiles.userId, userId))
    .orderBy(desc(uploadedFiles.createdAt), desc(uploadedFiles.id));
}

/** Deletes the user's own file row; its storage key, to remove the bytes, or undefined when there was none. */
export async function deleteUploadedFile(db: Executor, userId: number, id: number): Promise<string | undefined> {
  const [row] = await db
    .delete(uploadedFiles)
    .where(and(eq(uploadedFiles.id, id), eq(uploadedFiles.userId, userId)))
    .returning({ storageKey: uploadedFiles.storageKey });
  return row?.storageKey;
}

export async function listStorageKeysOfUser(db: Executor, userId: number): Promise<string[]> {
  const rows = await db
    .select({ storageKey: uploadedFiles.storageKey })
    .from(uploadedFiles)
    .where(eq(uploadedFiles.userId, userId));
  return rows.map((row) => row.storageKey);
}
