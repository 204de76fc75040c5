import { z } from 'zod';
import { id } from '#shared/api/common';
import { messageSchema } from '#shared/api/messages';
import { SIDES } from '#shared/sides';

/**
 * The live channel of one conversation: `GET /api/conversations/{id}/events`, Server-Sent Events.
 * Each event's `event:` name is a key of `liveEventSchemas`, its `data:` the JSON of that schema.
 *
 * Text of a reply in progress travels as `{ offset, text }`: the reply's text becomes
 * `current.slice(0, offset) + text`. That one rule makes a resent piece harmless and lets a retried
 * provider call start the text again from offset 0.
 *
 * Every event carries an `id:`; the browser sends the last one back as `Last-Event-ID` when it
 * reconnects, and the server resumes from it on any process. A first connection passes the highest
 * message id it already has as `?after=`.
 */

/** A reply asked of a provider and not yet stored: queued (text '') or streaming. */
export const liveReplySchema = z.object({
  jobId: id,
  /** The connection asked, and the side it answers for (a on the left); null for a fuse (decision 054). */
  provider: z.string(),
  side: z.enum(SIDES).nullable(),
  model: z.string(),
  /** The user message it answers. */
  userMessageId: id,
  offset: z.number().int().min(0),
  text: z.string(),
});
export type LiveReply = z.infer<typeof liveReplySchema>;

export const liveEventSchemas = {
  /**
   * First event of every connection: what the client lacks, then it is live. When it lacks more
   * messages than one event carries, it gets none, and `conversation-changed` follows at once: its
   * cursor has moved to the newest message, and the conversation is to be read again.
   */
  snapshot: z.object({ messages: z.array(messageSchema), replies: z.array(liveReplySchema) }),
  /** A provider was asked: show its typing indicator. */
  reply: liveReplySchema,
  /** More text of a reply in progress. */
  delta: z.object({ jobId: id, offset: z.number().int().min(0), text: z.string() }),
  /** The reply is stored (an error reply too): it replaces the text in progress. */
  done: z.object({ jobId: id, message: messageSchema }),
  /** A user message was stored or edited (possibly from another tab). */
  message: z.object({ message: messageSchema }),
  /**
   * Stored messages changed other than by being added: an edit removed the messages after it, or
   * another version of a reply was chosen (or, after a snapshot, more came than it carries). Read
   * the conversation again, replacing what is shown.
   * `removedJobIds`: replies in progress that were removed and will never be stored.
   * `branchFrom`: a question whose version shown changed (an edit, a version chosen, decision 055):
   * every turn from it on is another branch's, so the read reaches back to it.
   */
  'conversation-changed': z.object({ removedJobIds: z.array(id), branchFrom: id.optional() }),
  /** Keeps the connection alive through proxies, and tells the client that it still is. */
  ping: z.object({}),
} as const;

export type LiveEventName = keyof typeof liveEventSchemas;
export type LiveEventData<Name extends LiveEventName> = z.infer<(typeof liveEventSchemas)[Name]>;

/** How often the server sends `ping`; a client that hears nothing for 3 of these reconnects. */
export const LIVE_PING_INTERVAL_MS = 15_000;

/** Open live channels one user may hold on one server process; beyond it, 429. */
export const LIVE_CHANNELS_PER_USER = 20;

export const liveEventsQuery = z.object({
  after: z.coerce.number().int().min(0).max(2_147_483_647).default(0),
});
