import { sql } from 'drizzle-orm';
import { PLACE_MESSAGES, type SeededUser } from '#bench/lib/seed';
import type { Database } from '#server/db/database';
import { conversations } from '#server/db/schema/conversations';
import { users } from '#server/db/schema/users';

// A conversation long enough that reading it whole is the attack: 12 MB of text.
const LONG_MESSAGES = 400;
const LONG_MESSAGE_CHARS = 30_000;

export interface SeededHostile extends SeededUser {
  /** The long conversation its slow readers open. */
  longConversationId: number;
}

/** `hostile@bench.test`, with a conversation of its own to send files in and a long one to read slowly. */
export async function seedHostile(db: Database): Promise<SeededHostile> {
  const [account] = await db
    .insert(users)
    .values({ username: 'hostile', email: 'hostile@bench.test', name: 'Hostile' })
    .returning({ id: users.id });
  if (!account) throw new Error('the hostile user was not seeded');
  const [chat, long] = await db
    .insert(conversations)
    .values([
      { userId: account.id, title: 'Files' },
      { userId: account.id, title: 'Long' },
    ])
    .returning({ id: conversations.id });
  if (!chat || !long) throw new Error("the hostile user's conversations were not seeded");
  await db.execute(sql`
    insert into messages (conversation_id, sender, content)
    select ${long.id}, 'user', ${`Long message ${'of many words '.repeat(LONG_MESSAGE_CHARS / 14)}`} || g
    from generate_series(1, ${LONG_MESSAGES}) g`);
  for (const statement of PLACE_MESSAGES) await db.execute(sql.raw(statement));
  return { email: 'hostile@bench.test', conversationId: chat.id, longConversationId: long.id, lastMessageId: 0 };
}
