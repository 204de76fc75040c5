import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { ConnectionId } from '#shared/connection-id';
import { CONNECTION_ID_PATTERN } from '#shared/connection-id';

/**
 * One row per reply job that ended, and per judge's call (decision 046), for the admin's usage
 * figures. Written with the reply and kept
 * apart from the queue on purpose: deleting a conversation, an edit or a user removes their jobs
 * and messages, never this history. No foreign keys: a deleted user's figures keep their id.
 */
export const usageRecords = pgTable(
  'usage_records',
  {
    id: serial('id').primaryKey(),
    /** The reply job that ended; unique, so a job is counted once. None for a judge's call. */
    jobId: integer('job_id').unique(),
    userId: integer('user_id').notNull(),
    /** The connection asked (its id). */
    provider: text('provider').$type<ConnectionId>().notNull(),
    model: text('model').notNull(),
    status: text('status', { enum: ['done', 'failed'] }).notNull(),
    /** Answered by the demo stand-in: no provider was called. */
    demo: boolean('demo').notNull().default(false),
    inputTokens: integer('input_tokens'),
    outputTokens: integer('output_tokens'),
    latencyMs: integer('latency_ms'),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Every usage query filters on the period.
    index('usage_records_finished_at_idx').on(table.finishedAt),
    check('usage_records_provider_check', sql`${table.provider} ~ ${sql.raw(`'${CONNECTION_ID_PATTERN}'`)}`),
    check('usage_records_status_check', sql`${table.status} in ('done', 'failed')`),
  ],
);

export type UsageRecordRow = typeof usageRecords.$inferSelect;
