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
