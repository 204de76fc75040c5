import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/database';
import { reusableQuery } from '#server/db/reusable-query';
import { conversations } from '#server/db/schema/conversations';
import { type ProjectRow, projects } from '#server/db/schema/projects';

export async function listProjects(db: Executor, userId: number): Promise<ProjectRow[]> {
  return db
    .select()
    .from(projects)
    .where(eq(projects.userId, userId))
    .orderBy(desc(projects.createdAt), desc(projects.id));
}

/** A project only when the user owns it: another user's project is as missing as a deleted one. */
export async function findProject(db: Executor, userId: number, id: number): Promise<ProjectRow | undefined> {
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, id), eq(projects.userId, userId)));
  return row;
}

export async function insertProject(
  db: Executor,
  values: { userId: number; name: string; description: string; instructions: string },
): Promise<ProjectRow> {
  const [row] = await db.insert(projects).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateProject(
  db: Executor,
  userId: number,
  id: number,
  patch: Partial<Pick<ProjectRow, 'name' | 'description' | 'instructions'>>,
): Promise<ProjectRow | undefined> {
  const [row] = await db
    .update(projects)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(and(eq(projects.id, id), eq(projects.userId, userId)))
    .returning();
  return row;
}

/** Its conversations are kept: the foreign key sets their projectId to null. */
export async function deleteProject(db: Executor, userId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(projects)
    .where(and(eq(projects.id, id), eq(projects.userId, userId)))
    .returning({ id: projects.id });
  return deleted.length > 0;
}

/** The instructions of the project a conversation is in; empty when it is in none. */
// Every reply reads them.
const instructions = reusableQuery((db) =>
  db
    .select({ instructions: projects.instructions })
    .from(conversations)
    .innerJoin(projects, eq(projects.id, conversations.projectId))
    .where(eq(conversations.id, sql.placeholder('id'))),
);

export async function instructionsForConversation(db: Executor, conversationId: number): Promise<string> {
  const [row] = await instructions(db, { id: conversationId });
  return row?.instructions ?? '';
}
