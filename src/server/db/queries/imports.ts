import { eq, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/database';
import { conversations } from '#server/db/schema/conversations';
import { messages } from '#server/db/schema/messages';
import { projects } from '#server/db/schema/projects';

// Rows per INSERT: well under PostgreSQL's 65,535 parameters for a message's ~18 columns.
const ROWS_PER_INSERT = 1000;

export type NewProjectRow = typeof projects.$inferInsert & { id: number };
export type NewConversationRow = typeof conversations.$inferInsert & { id: number };
export type NewMessageRow = typeof messages.$inferInsert & { id: number };

export async function projectNamesOf(tx: Executor, userId: number): Promise<string[]> {
  const rows = await tx.select({ name: projects.name }).from(projects).where(eq(projects.userId, userId));
  return rows.map((row) => row.name);
}

/**
 * `count` new ids of a table's serial column, ascending: rows can name each other (a reply its
 * question) before any of them is inserted, and inserted in file order they keep that order.
 */
export async function reserveIds(
  tx: Executor,
  table: 'projects' | 'conversations' | 'messages',
  count: number,
): Promise<number[]> {
  if (count === 0) return [];
  const rows = await tx
    .select({ id: sql<number>`nextval(pg_get_serial_sequence(${table}, 'id'))::integer`.mapWith(Number) })
    .from(sql`generate_series(1, ${count})`);
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

function* chunked<T>(rows: T[]): Generator<T[]> {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) yield rows.slice(start, start + ROWS_PER_INSERT);
}

export async function insertProjectRows(tx: Executor, rows: NewProjectRow[]): Promise<void> {
  for (const chunk of chunked(rows)) await tx.insert(projects).values(chunk);
}

export async function insertConversationRows(tx: Executor, rows: NewConversationRow[]): Promise<void> {
  for (const chunk of chunked(rows)) await tx.insert(conversations).values(chunk);
}

export async function insertMessageRows(tx: Executor, rows: NewMessageRow[]): Promise<void> {
  for (const chunk of chunked(rows)) await tx.insert(messages).values(chunk);
}
