import { and, eq, like, sql } from 'drizzle-orm';
import type { SeededUser } from '#bench/lib/seed';
import type { Database } from '#server/db/database';
import { conversations } from '#server/db/schema/conversations';
import { users } from '#server/db/schema/users';

/**
 * `watcher1…N@bench.test`, each with one empty conversation: the users who hold the live channels.
 */
export async function seedWatchers(db: Database, count: number): Promise<SeededUser[]> {
  await db.execute(
    sql.raw(`insert into users (username, email, name)
      select 'watcher' || g, 'watcher' || g || '@bench.test', 'Watcher ' || g from generate_series(1, ${count}) g`),
  );
  await db.execute(
    sql.raw(`insert into conversations (user_id, title)
      select id, 'Watched' from users where email like 'watcher%@bench.test' order by id`),
  );
  const rows = await db
    .select({ email: users.email, conversationId: conversations.id })
    .from(users)
    .innerJoin(conversations, eq(conversations.userId, users.id))
    .where(and(like(users.email, 'watcher%@bench.test'), eq(conversations.title, 'Watched')))
    .orderBy(conversations.id);
  return rows.map((row) => ({ ...row, lastMessageId: 0 }));
}
