import { z } from 'zod';
import { id, timestamp } from '#shared/api/common';
import { messageAttachmentSchema } from '#shared/api/uploads';
import { FINISH_REASONS } from '#shared/finish-reasons';
import { SIDES } from '#shared/sides';

/** 'user', or the connection that answered (docs/decisions/037-connections.md): SPEC's openai or claude, or any other. */
export const senderSchema = z.union([z.literal('user'), z.string()]);
export type Sender = z.infer<typeof senderSchema>;

export const messageSchema = z.object({
  id,
  conversationId: id,
  content: z.string(),
  sender: senderSchema,
  /** Replies: the side they answer for, a on the left and b on the right; null for user messages. */
  side: z.enum(SIDES).nullable(),
  createdAt: timestamp,
  /** Replies only: the model that answered. */
  model: z.string().nullable(),
  /** Replies only: true when the provider failed and the content explains what to do. */
  error: z.boolean(),
  usage: z.object({ inputTokens: z.number().int(), outputTokens: z.number().int() }).nullable(),
  latencyMs: z.number().int().nullable(),
  /** Replies: milliseconds from the provider call's start to its first token; null when unknown. */
  firstTokenMs: z.number().int().nullable(),
  /** Replies: stopped by the user; the content is what had arrived by then. */
  stopped: z.boolean(),
  /** Replies: `usage` is an estimate, not the provider's count. */
  usageEstimated: z.boolean(),
  /** Replies: the user message they answer; null for user messages. */
  replyTo: id.nullable(),
  /** Replies: the version shown and sent to its provider in later turns (false for an earlier version). */
  active: z.boolean(),
  /** User messages: the files sent with it, in the order attached; [] for replies. */
  attachments: z.array(messageAttachmentSchema),
  /**
   * User messages brought by an import (decision 023): the files they were sent with, named only,
   * as the export file holds no file's bytes. Nothing to open; left out when there are none.
   */
  importedAttachments: z.array(messageAttachmentSchema.omit({ id: true })).optional(),
  /**
   * Replies only: one line the user should see beside the reply, e.g. that the model could not
   * read an attached image and was given its name instead. Not part of what the model said.
   */
  notice: z.string().nullable(),
  /**
   * Replies: why the model ended (src/shared/finish-reasons.ts): `length` when it reached the reply's
   * max tokens, so the text is cut off; `content-filter` when its provider's filter stopped it. Null
   * for errors, replies the user stopped, and those stored before it was recorded.
   */
  finishReason: z.enum(FINISH_REASONS).nullable(),
  /**
   * Fused replies (docs/decisions/054-fuse.md): the reply versions of side a and side b its model
   * merged into this one, which answers for no side (`side` null). Left out on every other message.
   */
  fused: z.object({ leftReplyId: id, rightReplyId: id }).optional(),
  /**
   * User messages that were edited (docs/decisions/055-branches.md): the ids of every version of
   * this question, oldest first, this one among them; each version heads its own branch of the
   * later conversation. Left out when the question has one version.
   */
  branchIds: z.array(id).optional(),
});
export type Message = z.infer<typeof messageSchema>;
