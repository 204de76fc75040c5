import { z } from 'zod';
import { id, timestamp } from '#shared/api/common';

export const senderSchema = z.enum(['user', 'openai', 'claude']);
export type Sender = z.infer<typeof senderSchema>;

export const messageSchema = z.object({
  id,
  conversationId: id,
  content: z.string(),
  sender: senderSchema,
  createdAt: timestamp,
  /** Replies only: the model that answered. */
  model: z.string().nullable(),
  /** Replies only: true when the provider failed and the content explains what to do. */
  error: z.boolean(),
  usage: z.object({ inputTokens: z.number().int(), outputTokens: z.number().int() }).nullable(),
  latencyMs: z.number().int().nullable(),
});
export type Message = z.infer<typeof messageSchema>;
