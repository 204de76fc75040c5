import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { conversations } from '#server/db/schema/conversations';
import type { ExportedAttachment } from '#shared/api/exported-conversations';
import type { ConnectionId } from '#shared/connection-id';
import { CONNECTION_ID_PATTERN } from '#shared/connection-id';
import { FINISH_REASONS, type FinishReason } from '#shared/finish-reasons';
import { SEARCH_INDEXED_CHARACTERS } from '#shared/search-limits';
import type { Side } from '#shared/sides';

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    /** 'user', or the id of the connection that answered (a lowercase slug). */
    sender: text('sender').$type<'user' | ConnectionId>().notNull(),
    /** Replies: the side they answer for (each side keeps its own thread); null on the user's. */
    side: text('side').$type<Side>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    model: text('model'),
    error: boolean('error').notNull().default(false),
    inputTokens: integer('input_tokens'),
    outputTokens: integer('output_tokens'),
    latencyMs: integer('latency_ms'),
    /** Replies: from the provider call's start to its first token of text. */
    firstTokenMs: integer('first_token_ms'),
    /** Replies: stopped by the user; the text is what had arrived. */
    stopped: boolean('stopped').notNull().default(false),
    /** Replies: the token counts are our estimate (the provider reported none, e.g. when stopped). */
    usageEstimated: boolean('usage_estimated').notNull().default(false),
    /** Replies: the user message they answer (several versions when regenerated). */
    replyTo: integer('reply_to').references((): AnyPgColumn => messages.id, { onDelete: 'cascade' }),
    /**
     * Replies: the version shown, and the one its side sees in later turns; one per turn and side.
     * User messages: the version shown among those with the same parent (docs/decisions/055-branches.md).
     */
    active: boolean('active').notNull().default(true),
    /**
     * User messages: the user message this one follows on its branch; null for a conversation's first.
     * An edit adds a version with the same parent, which heads a branch of its own.
     */
    parentId: integer('parent_id').references((): AnyPgColumn => messages.id, { onDelete: 'cascade' }),
    /**
     * On the branch shown: the active version at every branch point from the start. Replies follow
     * their question. Kept by showBranch so that reading a conversation is one filter, not a walk.
     */
    onPath: boolean('on_path').notNull().default(true),
    /** The reply job that wrote this message: unique, so a job writes its reply at most once. */
    jobId: integer('job_id').unique(),
    /** Replies only: one line for the user beside the reply, e.g. that the model got a file's name only. */
    notice: text('notice'),
    /** Replies: why the model ended (src/shared/finish-reasons.ts); null for an error, a stop, or unknown. */
    finishReason: text('finish_reason').$type<FinishReason>(),
    /**
     * Imported user messages: the files they were sent with, by name, type and size only (an export
     * holds no file bytes, decision 023). Never sent to a model; null on every other message.
     */
    importedAttachments: jsonb('imported_attachments').$type<ExportedAttachment[]>(),
    /**
     * Fused replies (docs/decisions/054-fuse.md): the reply versions of side a and side b merged into
     * this one, which answers for no side. Gone with either of them (a turn is removed whole).
     */
    fusedLeftId: integer('fused_left_id').references((): AnyPgColumn => messages.id, { onDelete: 'cascade' }),
    fusedRightId: integer('fused_right_id').references((): AnyPgColumn => messages.id, { onDelete: 'cascade' }),
  },
  (table) => [
    // Serves both the whole-conversation read and the "after id" poll.
    index('messages_conversation_id_id_idx').on(table.conversationId, table.id),
    index('messages_reply_to_idx').on(table.replyTo),
    // The versions of a question, by its parent; those of a conversation's first question by conversation.
    index('messages_parent_id_idx').on(table.parentId).where(sql`${table.parentId} is not null`),
    index('messages_first_questions_idx')
      .on(table.conversationId)
      .where(sql`${table.sender} = 'user' and ${table.parentId} is null`),
    // A deleted reply finds the fused replies made of it by index; most messages fuse nothing.
    index('messages_fused_left_id_idx').on(table.fusedLeftId).where(sql`${table.fusedLeftId} is not null`),
    index('messages_fused_right_id_idx').on(table.fusedRightId).where(sql`${table.fusedRightId} is not null`),
    // Full-text search of what was said; 'simple' stems nothing, so every language matches alike.
    // Of a message's first characters only: any text can then be indexed (a tsvector holds 1 MB).
    index('messages_content_search_idx').using(
      'gin',
      sql`to_tsvector('simple', substr(${table.content}, 1, ${sql.raw(String(SEARCH_INDEXED_CHARACTERS))}))`,
    ),
    check(
      'messages_finish_reason_check',
      sql`${table.finishReason} in (${sql.raw(FINISH_REASONS.map((reason) => `'${reason}'`).join(', '))})`,
    ),
    check('messages_sender_check', sql`${table.sender} ~ ${sql.raw(`'${CONNECTION_ID_PATTERN}'`)}`),
    check(
      'messages_side_check',
      // "is not null": a check passes on null, and `null in (...)` is null.
      // A fused reply (decision 054) answers for no side.
      sql`case when ${table.sender} = 'user' or ${table.fusedLeftId} is not null then ${table.side} is null else ${table.side} is not null and ${table.side} in ('a', 'b') end`,
    ),
    check('messages_parent_check', sql`${table.parentId} is null or ${table.sender} = 'user'`),
    check(
      'messages_fused_check',
      sql`(${table.fusedLeftId} is null) = (${table.fusedRightId} is null) and (${table.fusedLeftId} is null or ${table.sender} <> 'user')`,
    ),
  ],
);

export type MessageRow = typeof messages.$inferSelect;
export type NewMessage = typeof messages.$inferInsert;
