import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, real, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { conversations } from '#server/db/schema/conversations';
import { messages } from '#server/db/schema/messages';
import { users } from '#server/db/schema/users';
import type { ConnectionId } from '#shared/connection-id';
import { CONNECTION_ID_PATTERN } from '#shared/connection-id';
import type { Side } from '#shared/sides';

/**
 * One row per provider asked to answer one user message: the durable queue behind replies.
 * Kept after they finish, for usage figures.
 */
export const replyJobs = pgTable(
  'reply_jobs',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userMessageId: integer('user_message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    /** The connection asked (its id). */
    provider: text('provider').$type<ConnectionId>().notNull(),
    /** The side its reply answers for; null for a fuse (decision 054), which answers for none. */
    side: text('side').$type<Side>(),
    model: text('model').notNull(),
    temperature: real('temperature').notNull(),
    maxTokens: integer('max_tokens').notNull(),
    status: text('status', { enum: ['pending', 'running', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    /** How many times a worker has claimed it; a job that keeps dying mid-call is given up. */
    claims: integer('claims').notNull().default(0),
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
    /**
     * The text so far of the attempt `partial_generation`, saved about once a second while it
     * streams: a live channel opened on any process starts from it.
     */
    partialText: text('partial_text'),
    partialGeneration: integer('partial_generation'),
    replyMessageId: integer('reply_message_id'),
    lastError: text('last_error'),
    inputTokens: integer('input_tokens'),
    outputTokens: integer('output_tokens'),
    latencyMs: integer('latency_ms'),
    /** Answered by the demo stand-in (no API key): no provider was called. */
    demo: boolean('demo').notNull().default(false),
    /**
     * Continue (decision 043): the reply, cut off by its max tokens, that this job goes on with; its
     * text starts the new version. Gone with it when an edit removes it.
     */
    continuesId: integer('continues_id').references(() => messages.id, { onDelete: 'cascade' }),
    /**
     * Fuse (docs/decisions/054-fuse.md): the reply versions of side a and side b this job merges; its
     * reply names them. Gone with either of them.
     */
    fusedLeftId: integer('fused_left_id').references(() => messages.id, { onDelete: 'cascade' }),
    fusedRightId: integer('fused_right_id').references(() => messages.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    // The claim query reads only unfinished jobs: a partial index stays small as history grows.
    index('reply_jobs_unfinished_idx').on(table.id).where(sql`${table.status} in ('pending', 'running')`),
    index('reply_jobs_conversation_id_idx').on(table.conversationId),
    // Deleting a message finds the jobs continuing it by index; most jobs continue none.
    index('reply_jobs_continues_id_idx').on(table.continuesId).where(sql`${table.continuesId} is not null`),
    index('reply_jobs_user_id_idx').on(table.userId),
    index('reply_jobs_fused_left_id_idx').on(table.fusedLeftId).where(sql`${table.fusedLeftId} is not null`),
    index('reply_jobs_fused_right_id_idx').on(table.fusedRightId).where(sql`${table.fusedRightId} is not null`),
    check('reply_jobs_provider_check', sql`${table.provider} ~ ${sql.raw(`'${CONNECTION_ID_PATTERN}'`)}`),
    // A side, or a fuse of two replies (decision 054): exactly one of them.
    check(
      'reply_jobs_side_check',
      sql`case when ${table.fusedLeftId} is null then ${table.side} is not null and ${table.side} in ('a', 'b') else ${table.side} is null and ${table.fusedRightId} is not null end`,
    ),
    check('reply_jobs_status_check', sql`${table.status} in ('pending', 'running', 'done', 'failed')`),
  ],
);

export type ReplyJobRow = typeof replyJobs.$inferSelect;
