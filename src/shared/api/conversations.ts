import { z } from 'zod';
import { id, text, timestamp } from '#shared/api/common';
import { storedContestantSchema } from '#shared/api/contestants';
import { CONVERSATION_TITLE_MAX_LENGTH } from '#shared/constants';

export const conversationSchema = z.object({
  id,
  userId: id,
  projectId: id.nullable(),
  title: z.string(),
  /** The providers its last message asked (the toggles' state to restore); null before any message. */
  providers: z.array(z.string()).nullable(),
  /**
   * The one or two contestants its last `contestants` send asked, side a first, which a later send
   * without `models` or `contestants` asks again; null for a conversation asked through `models`.
   */
  contestants: z.array(storedContestantSchema).nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type Conversation = z.infer<typeof conversationSchema>;

/**
 * A conversation as `GET /api/conversations` lists it: `empty` while it has no message, which the
 * web app lists only while it is open (docs/decisions/049-empty-conversations.md).
 */
export const listedConversationSchema = conversationSchema.extend({ empty: z.boolean() });
export type ListedConversation = z.infer<typeof listedConversationSchema>;

/** Leaving a conversation: whether it was deleted, which it is only while it has no message. */
export const discardConversationResponse = z.object({ deleted: z.boolean() });
export type DiscardConversationResponse = z.infer<typeof discardConversationResponse>;

export const createConversationBody = z.strictObject({
  title: text().trim().min(1).max(CONVERSATION_TITLE_MAX_LENGTH).optional(),
  projectId: id.nullable().optional(),
});
export type CreateConversationBody = z.infer<typeof createConversationBody>;

/** A rename: the same title rules as on creation, but a title is required. */
export const renameConversationBody = z.strictObject({
  title: text().trim().min(1).max(CONVERSATION_TITLE_MAX_LENGTH),
});
export type RenameConversationBody = z.infer<typeof renameConversationBody>;

export const moveConversationBody = z.strictObject({ projectId: id.nullable() });
