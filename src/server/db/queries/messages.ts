import { asc, eq } from 'drizzle-orm';
import type { Executor } from '#server/db/database';
import { type MessageRow, messages } from '#server/db/schema/messages';

export async function listMessages(db: Executor, conversationId: number): Promise<MessageRow[]> {
  return db.select().from(messages).where(eq(messages.conversationId, conversationId)).orderBy(asc(messages.id));
}
