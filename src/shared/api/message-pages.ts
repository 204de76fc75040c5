import { z } from 'zod';
import { id, idString } from '#shared/api/common';
import { messageSchema } from '#shared/api/messages';

/** User turns in a page of history unless asked otherwise, and at most. */
export const MESSAGE_PAGE_TURNS = 25;
export const MESSAGE_PAGE_MAX_TURNS = 100;

/**
 * A page of a conversation's history, counted in turns (a user message and every reply to it, all
 * versions included) so that a page never splits one. `before` is the `olderCursor` of the page
 * after it; `include` names a message the page must reach back to (a search hit to open at).
 */
export const messagePageQuery = z.object({
  before: idString.optional(),
  limit: z.coerce.number().int().min(1).max(MESSAGE_PAGE_MAX_TURNS).default(MESSAGE_PAGE_TURNS),
  include: idString.optional(),
});
export type MessagePageQuery = z.input<typeof messagePageQuery>;

export const messagePageSchema = z.object({
  /** Oldest first, as the whole conversation's read lists them. */
  messages: z.array(messageSchema),
  /** The `before` of the next older page; null when nothing older remains. */
  olderCursor: id.nullable(),
});
export type MessagePage = z.infer<typeof messagePageSchema>;
