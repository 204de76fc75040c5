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
});
export type Message = z.infer<typeof messageSchema>;
