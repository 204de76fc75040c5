import { and, eq, getTableColumns, ne, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/database';
import type { ReplyOutcome } from '#server/db/queries/reply-outcome';
import { columnName, param, reusableQuery } from '#server/db/reusable-query';
import { conversations } from '#server/db/schema/conversations';
import { type MessageRow, messages, type NewMessage } from '#server/db/schema/messages';
import { type ReplyJobRow, replyJobs } from '#server/db/schema/reply-jobs';

// The reply's own values; the rest take the columns' defaults (a new version is the active one).
const REPLY_COLUMNS = [
  'conversationId',
  'content',
  'sender',
  'side',
  'model',
  'error',
  'inputTokens',
  'outputTokens',
  'latencyMs',
  'jobId',
  'replyTo',
  'notice',
  'firstTokenMs',
  'stopped',
  'usageEstimated',
  'finishReason',
  'fusedLeftId',
  'fusedRightId',
] as const satisfies (keyof NewMessage)[];

type ReplyValues = { [Key in (typeof REPLY_COLUMNS)[number]]-?: Exclude<NewMessage[Key], undefined> };
type JobValues = Pick<ReplyJobRow, 'status' | 'lastError' | 'demo'>;

/**
 * One statement: the reply, written only while its job still exists; the turn's other versions from
 * this side (for a fuse, its earlier fused replies) no longer shown; the job closed; the conversation
 * moved to the top. Nothing when the reply is already there (its unique job id). Five round trips
 * each, under load, held the conversation's lock for tens of milliseconds, and every send to it waited.
 */
const store = reusableQuery<ReplyValues & JobValues, MessageRow[]>((db) => {
  const columns = sql.join(
    REPLY_COLUMNS.map((key) => columnName(messages[key])),
    sql`, `,
  );
  // Typed, as a select list's parameters are not inferred from the columns they go into.
  const values = sql.join(
    REPLY_COLUMNS.map((key) => sql`${sql.placeholder(key)}::${sql.raw(messages[key].getSQLType())}`),
    sql`, `,
  );
  // A reply goes where its question is: out of view when the person has switched to another branch.
  const onPath = sql`coalesce((select question.on_path from ${messages} question
    where question.id = ${sql.placeholder('replyTo')}::integer), true)`;
  const reply = db.$with('reply', getTableColumns(messages)).as(sql`
    insert into ${messages} (${columns}, ${columnName(messages.onPath)})
    select ${values}, ${onPath} from ${replyJobs} where ${replyJobs.id} = ${sql.placeholder('jobId')}
    on conflict (${columnName(messages.jobId)}) do nothing
    returning *`);
  const superseded = db.$with('superseded').as(
    db
      .update(messages)
      .set({ active: false })
      .from(reply)
      .where(
        and(
          eq(messages.replyTo, reply.replyTo),
          // A fused reply (no side, decision 054) sets aside the turn's earlier fused ones.
          sql`${messages.side} is not distinct from ${reply.side}`,
          eq(messages.active, true),
          ne(messages.id, reply.id),
        ),
      ),
  );
  const closed = db.$with('closed').as(
    db
      .update(replyJobs)
      .set({
        status: param('status'),
        leaseExpiresAt: null,
        finishedAt: sql`now()`,
        replyMessageId: sql`${reply.id}`,
        partialText: null,
        partialGeneration: null,
        lastError: param('lastError'),
        inputTokens: param('inputTokens'),
        outputTokens: param('outputTokens'),
        latencyMs: param('latencyMs'),
        demo: param('demo'),
      })
      .from(reply)
      .where(eq(replyJobs.id, reply.jobId)),
  );
  const touched = db
    .$with('touched')
    .as(
      db
        .update(conversations)
        .set({ updatedAt: sql`now()` })
        .from(reply)
        .where(eq(conversations.id, reply.conversationId)),
    );
  return db.with(reply, superseded, closed, touched).select().from(reply);
});

/**
 * Stores a job's reply; run it holding the conversation's lock, in a statement of its own: one begun
 * after the lock was granted sees a job an edit removed meanwhile as gone, and writes nothing.
 */
export async function storeReply(tx: Executor, job: ReplyJobRow, outcome: ReplyOutcome) {
  const [message] = await store(tx, {
    conversationId: job.conversationId,
    content: outcome.content,
    sender: job.provider,
    side: job.side,
    model: outcome.model,
    error: outcome.error,
    inputTokens: outcome.inputTokens,
    outputTokens: outcome.outputTokens,
    latencyMs: outcome.latencyMs,
    jobId: job.id,
    replyTo: job.userMessageId,
    notice: outcome.notice ?? null,
    firstTokenMs: outcome.firstTokenMs ?? null,
    stopped: outcome.stopped ?? false,
    usageEstimated: outcome.usageEstimated ?? false,
    finishReason: outcome.finishReason ?? null,
    fusedLeftId: job.fusedLeftId,
    fusedRightId: job.fusedRightId,
    status: outcome.error ? 'failed' : 'done',
    lastError: outcome.failure ?? null,
    demo: outcome.demo ?? false,
  });
  return message;
}
