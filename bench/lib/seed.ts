import { and, eq, inArray, like, max, sql } from 'drizzle-orm';
import { TEXT_VARIANTS, textVariant } from '#bench/lib/fixture-text';
import type { Database } from '#server/db/database';
import { conversations } from '#server/db/schema/conversations';
import { messages } from '#server/db/schema/messages';
import { users } from '#server/db/schema/users';
import { DEFAULT_MODELS } from '#shared/models';

export const HISTORY_MESSAGES = 5000;
export const LIST_CONVERSATIONS = 2000;
export const POLLING_MESSAGES = 50;

/** A signed-in user of the bench and the conversation it reads. */
export interface SeededUser {
  email: string;
  conversationId: number;
  lastMessageId: number;
}

export interface Seeded {
  /** One per polling connection, each with a conversation of 50 messages. */
  pollers: SeededUser[];
  /** Its own 50-message conversation, for the answer-to-readable timing. */
  replier: SeededUser;
  /** One conversation of 5,000 messages. */
  historian: SeededUser;
  /** 2,000 conversations of 3 messages each. */
  lister: { email: string };
}

const sender = `case g % 3 when 0 then 'user' when 1 then 'openai' else 'claude' end`;
const side = `case g % 3 when 0 then null when 1 then 'a' else 'b' end`;
const model = `case g % 3 when 0 then null when 1 then '${DEFAULT_MODELS.openai}' else '${DEFAULT_MODELS.claude}' end`;
const usage = (value: number) => `case g % 3 when 0 then null else ${value} end`;

/** Messages 0..count-1 of each conversation chosen by `where`, in id order: question, two answers, ... */
function insertMessages(where: string, count: number): string {
  return `insert into messages (conversation_id, content, sender, side, model, input_tokens, output_tokens, latency_ms)
    select c.id, case g % 3 when 0 then t.question else t.answer end,
      ${sender}, ${side}, ${model}, ${usage(350)}, ${usage(300)}, ${usage(2400)}
    from conversations c cross join generate_series(0, ${count - 1}) g
    join bench_texts t on t.n = (c.id * 7 + g) % ${TEXT_VARIANTS}
    where ${where}
    order by c.id, g`;
}

/**
 * Places bulk-inserted messages as the app stores them: each reply answers the question before it,
 * and each question follows the one before it on its conversation's one branch (decision 055).
 */
export const PLACE_MESSAGES = [
  `update messages r set reply_to = (
    select max(q.id) from messages q where q.conversation_id = r.conversation_id and q.sender = 'user' and q.id < r.id
  ) where r.sender <> 'user' and r.reply_to is null`,
  `update messages q set parent_id = p.parent_id from (
    select id, lag(id) over (partition by conversation_id order by id) as parent_id from messages where sender = 'user'
  ) p where q.id = p.id and p.parent_id is not null and q.parent_id is null`,
];

function textsTable(): string[] {
  const rows = Array.from({ length: TEXT_VARIANTS }, (_, n) => {
    const { question, answer } = textVariant(n);
    return `(${n}, $t$${question}$t$, $t$${answer}$t$)`;
  });
  return [
    'create table bench_texts (n integer primary key, question text not null, answer text not null)',
    `insert into bench_texts (n, question, answer) values ${rows.join(',\n')}`,
  ];
}

/**
 * Writes the whole fixture with a few set-based statements, straight into the database (the server is
 * not running yet): going through POST /api/chat would take far longer than the measurements.
 * Users only get sessions later, through the app's own sign-in.
 */
export async function seedDatabase(db: Database, pollerCount: number): Promise<Seeded> {
  const statements = [
    ...textsTable(),
    `insert into users (username, email, name)
      select 'poller' || g, 'poller' || g || '@bench.test', 'Poller ' || g from generate_series(1, ${pollerCount}) g`,
    `insert into users (username, email, name) values
      ('replier', 'replier@bench.test', 'Replier'),
      ('historian', 'historian@bench.test', 'Historian'),
      ('lister', 'lister@bench.test', 'Lister')`,
    `insert into conversations (user_id, title)
      select id, 'Fifty messages' from users where email like 'poller%' or email = 'replier@bench.test' order by id`,
    `insert into conversations (user_id, title)
      select id, 'Five thousand messages' from users where email = 'historian@bench.test'`,
    `insert into conversations (user_id, title, created_at, updated_at)
      select u.id, 'Conversation ' || g, now() - g * interval '1 hour', now() - g * interval '1 hour'
      from users u cross join generate_series(1, ${LIST_CONVERSATIONS}) g where u.email = 'lister@bench.test' order by g`,
    insertMessages(`c.title = 'Fifty messages'`, POLLING_MESSAGES),
    insertMessages(`c.title = 'Five thousand messages'`, HISTORY_MESSAGES),
    insertMessages(`c.title like 'Conversation %'`, 3),
    ...PLACE_MESSAGES,
    'drop table bench_texts',
    // What autovacuum would have done on a database that grew slowly: planner statistics, and no
    // index entries left by the updates above.
    'vacuum analyze',
  ];
  for (const statement of statements) await db.execute(sql.raw(statement));

  const rows = await db
    .select({ email: users.email, conversationId: conversations.id, lastMessageId: max(messages.id) })
    .from(users)
    .innerJoin(conversations, eq(conversations.userId, users.id))
    .innerJoin(messages, eq(messages.conversationId, conversations.id))
    .where(
      and(
        like(users.email, '%@bench.test'),
        inArray(conversations.title, ['Fifty messages', 'Five thousand messages']),
      ),
    )
    .groupBy(users.email, conversations.id)
    .orderBy(conversations.id);
  const seeded = rows.map((row) => ({ ...row, lastMessageId: row.lastMessageId ?? 0 }));
  const find = (email: string) => {
    const user = seeded.find((row) => row.email === email);
    if (!user) throw new Error(`seeding made no conversation for ${email}`);
    return user;
  };
  return {
    pollers: seeded.filter((row) => row.email.startsWith('poller')),
    replier: find('replier@bench.test'),
    historian: find('historian@bench.test'),
    lister: { email: 'lister@bench.test' },
  };
}
