import { eq, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/database';
import { conversations } from '#server/db/schema/conversations';
import { messages } from '#server/db/schema/messages';
import { projects } from '#server/db/schema/projects';
import { replyVotes } from '#server/db/schema/reply-votes';
import { turnJudgements } from '#server/db/schema/turn-judgements';
import { users } from '#server/db/schema/users';
import { STORED_ROW_BYTES } from '#server/quotas/message-storage';

// Rows per INSERT: well under PostgreSQL's 65,535 parameters for a message's ~18 columns.
const ROWS_PER_INSERT = 1000;

export type NewProjectRow = typeof projects.$inferInsert & { id: number };
export type NewConversationRow = typeof conversations.$inferInsert & { id: number };
export type NewMessageRow = typeof messages.$inferInsert & { id: number };
export type NewVoteRow = typeof replyVotes.$inferInsert;
export type NewJudgementRow = typeof turnJudgements.$inferInsert;

/**
 * The user's message storage in use, as storedBytesOf (exports/import-storage.ts) counts a file.
 * The user's row is locked first, and summed in a statement of its own that sees every import
 * committed meanwhile: concurrent imports of one user, in any process, are summed one after the
 * other and cannot both fit into the same room. `octet_length` reads a text's size undecompressed.
 */
export async function lockedStoredBytes(tx: Executor, userId: number): Promise<number> {
  const own = eq(users.id, userId);
  await tx.select({ id: users.id }).from(users).where(own).for('no key update');
  const [row] = await tx
    .select({
      bytes: sql<number>`
        coalesce((
          select sum(octet_length(m.content) + coalesce(octet_length(m.notice), 0) + ${STORED_ROW_BYTES})
          from messages m join conversations c on c.id = m.conversation_id where c.user_id = ${userId}
        ), 0)
        + (select count(*) * ${STORED_ROW_BYTES} from conversations c where c.user_id = ${userId})
        + coalesce((
          select sum(octet_length(p.description) + octet_length(p.instructions) + ${STORED_ROW_BYTES})
          from projects p where p.user_id = ${userId}
        ), 0)`.mapWith(Number),
    })
    .from(users)
    .where(own);
  return row?.bytes ?? 0;
}

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

export async function insertVoteRows(tx: Executor, rows: NewVoteRow[]): Promise<void> {
  for (const chunk of chunked(rows)) await tx.insert(replyVotes).values(chunk);
}

export async function insertJudgementRows(tx: Executor, rows: NewJudgementRow[]): Promise<void> {
  for (const chunk of chunked(rows)) await tx.insert(turnJudgements).values(chunk);
}
