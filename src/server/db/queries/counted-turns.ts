import { sql } from 'drizzle-orm';
import type { Executor } from '#server/db/database';
import { notifyInStatement } from '#server/db/live-notify';
import {
  type StoredTurn,
  storedTurn,
  type TurnInput,
  type TurnValues,
  turnValues,
  turnWrites,
} from '#server/db/queries/turns';
import { countOneMore, expired } from '#server/db/queries/user-quota-windows';
import { columnName, reusableQuery } from '#server/db/reusable-query';
import { conversations } from '#server/db/schema/conversations';
import { userQuotaWindows as windows } from '#server/db/schema/user-quota-windows';
import { after, msUntil } from '#server/db/sql-clock';

interface CountedTurnValues extends TurnValues {
  /** Sends a user may make in a window, and the window's length. */
  max: number;
  windowMs: number;
  /** The live bus's mark: its own process skips the notification and delivers the event itself. */
  origin: string;
}

export type CountedTurn =
  | { outcome: 'stored'; turn: StoredTurn }
  | { outcome: 'limited'; retryAfterMs: number }
  | { outcome: 'not-found' };

// A send to an existing conversation without files: built once.
const sendTurn = reusableQuery<CountedTurnValues, SendRow[]>((db) => {
  const userId = sql`${sql.placeholder('userId')}::integer`;
  const owned = sql`from ${conversations} where ${conversations.id} = ${sql.placeholder('conversationId')}
    and ${conversations.userId} = ${userId}`;
  // Counted only for the user's own conversation and under the limit: a refused send is not counted.
  const counted = db.$with('counted', { count: windows.count }).as(sql`
    insert into ${windows} (${columnName(windows.userId)}, ${columnName(windows.kind)}, ${columnName(windows.count)}, ${columnName(windows.expiresAt)})
    select ${userId}, 'chat', 1, ${after(sql`${sql.placeholder('windowMs')}`)} ${owned}
    on conflict (${columnName(windows.userId)}, ${columnName(windows.kind)}) do update set
      ${columnName(windows.count)} = ${countOneMore.count}, ${columnName(windows.expiresAt)} = ${countOneMore.expiresAt}
    where ${expired} or ${windows.count} < ${sql.placeholder('max')}::integer
    returning ${columnName(windows.count)}`);
  const status = db
    .$with('status', {
      counted: sql<boolean>``.as('counted'),
      owned: sql<boolean>``.as('owned'),
      retryAfterMs: sql<number | null>``.as('retry_after_ms'),
    })
    .as(sql`select exists (select 1 from "counted") as counted, exists (select 1 ${owned}) as owned,
      (select ${msUntil(windows.expiresAt)} from ${windows} where ${windows.userId} = ${userId} and ${windows.kind} = 'chat'
        and not (${expired}) and ${windows.count} >= ${sql.placeholder('max')}::integer) as retry_after_ms`);
  const { conversation, message, jobs, selection } = turnWrites(db, sql`exists (select 1 from "counted")`);
  // The event as `DurableEvent` 'message' has it, less the message, which other processes read by id.
  const event = sql`json_build_object('type', 'message', 'conversationId', "message"."conversation_id",
    'userId', ${userId}, 'messageId', "message"."id",
    'replies', coalesce((select json_agg(json_build_object('jobId', "jobs"."id", 'provider', "jobs"."provider",
      'side', "jobs"."side", 'model', "jobs"."model") order by "jobs"."id") from "jobs"), '[]'::json))`;
  const notified = db
    .$with('notified', { sent: sql<string>``.as('sent') })
    .as(sql`select ${notifyInStatement(sql`${sql.placeholder('origin')}::text`, event)} as sent from "message"`);
  return db
    .with(counted, status, conversation, message, jobs, notified)
    .select({
      status: { counted: status.counted, owned: status.owned, retryAfterMs: status.retryAfterMs },
      ...selection,
    })
    .from(status)
    .leftJoin(message, sql`true`)
    .leftJoin(conversation, sql`true`)
    .leftJoin(jobs, sql`true`)
    .leftJoin(notified, sql`true`)
    .orderBy(jobs.id);
});

interface Status {
  counted: boolean;
  owned: boolean;
  retryAfterMs: number | null;
}

type SendRow = Parameters<typeof storedTurn>[0][number] & { status: Status };

/**
 * A send to an existing conversation without files, in one statement and so one round trip: the
 * user's call counted against their per-minute limit, the turn stored (`storeUserTurn`'s writes) and
 * the other processes told, or nothing at all. Past the limit it is refused before the conversation
 * is looked at, as `perMinuteLimit` refuses; a conversation that is not the user's is not found.
 */
export async function sendCountedTurn(
  db: Executor,
  turn: TurnInput,
  limit: { max: number; windowMs: number; origin: string },
): Promise<CountedTurn> {
  const rows = await sendTurn(db, { ...turnValues(turn), ...limit });
  const stored = storedTurn(rows);
  if (stored) return { outcome: 'stored', turn: stored };
  const status = rows[0]?.status;
  if (status?.retryAfterMs != null || (status?.owned && !status.counted)) {
    return { outcome: 'limited', retryAfterMs: status.retryAfterMs ?? limit.windowMs };
  }
  return { outcome: 'not-found' };
}
