import { and, eq } from 'drizzle-orm';
import type { Executor } from '#server/db/database';
import { type UploadedFileRow, uploadedFiles } from '#server/db/schema/uploaded-files';

export async function insertUploadedFile(
  db: Executor,
  values: { userId: number; originalName: string; mimeType: string; size: number; storageKey: string },
): Promise<UploadedFileRow> {
  const [row] = await db.insert(uploadedFiles).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function findUploadedFile(db: Executor, userId: number, id: number): Promise<UploadedFileRow | undefined> {
  const [row] = await db
    .select()
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.id, id), eq(uploadedFiles.userId, userId)));
  return row;
}

export async function listStorageKeysOfUser(db: Executor, userId: number): Promise<string[]> {
  const rows = await db
    .select({ storageKey: uploadedFiles.storageKey })
    .from(uploadedFiles)
    .where(eq(uploadedFiles.userId, userId));
  return rows.map((row) => row.storageKey);
}
