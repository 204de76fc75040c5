import { and, eq, max, sql } from 'drizzle-orm';
import { hashPassword } from '#server/auth/passwords';
import { hashSessionToken, newSessionToken, SESSION_COOKIE } from '#server/auth/session-tokens';
import type { Database } from '#server/db/database';
import { insertConversation } from '#server/db/queries/conversations';
import { insertProject } from '#server/db/queries/projects';
import { insertSession } from '#server/db/queries/sessions';
import { messages } from '#server/db/schema/messages';
import { replyJobs } from '#server/db/schema/reply-jobs';
import { usageRecords } from '#server/db/schema/usage-records';
import { type NewUserRow, type UserRow, users } from '#server/db/schema/users';
import type { ConnectionId } from '#shared/connection-id';
import { sideOfSender } from '#shared/models';
import type { Side } from '#shared/sides';
import { TEST_PASSWORD_HASH_COST } from '#tests/helpers/test-password-cost';

let sequence = 0;
const next = () => ++sequence;

/** A user row, inserted directly: no first-account-becomes-admin rule, so tests say what they mean. */
export async function createUser(
  db: Database,
  overrides: Partial<Omit<NewUserRow, 'password'>> & { password?: string } = {},
): Promise<UserRow> {
  const n = next();
  const { password, ...rest } = overrides;
  const [row] = await db
    .insert(users)
    .values({
      email: `user${n}@example.com`,
      username: `user${n}`,
      name: `Test User ${n}`,
      password: password ? await hashPassword(password, TEST_PASSWORD_HASH_COST) : '',
      ...rest,
    })
    .returning();
  if (!row) throw new Error('no user inserted');
  return row;
}

/** A session cookie for the user, made by the same code the sign-in routes use. */
export async function createSessionCookie(
  db: Database,
  userId: number,
  options: { expiresAt?: Date } = {},
): Promise<{ cookie: string; token: string }> {
  const token = newSessionToken();
  const expiresAt = options.expiresAt ?? new Date(Date.now() + 24 * 60 * 60 * 1000);
  await insertSession(db, { tokenHash: hashSessionToken(token), userId, expiresAt, userAgent: 'vitest' });
  return { cookie: `${SESSION_COOKIE}=${token}`, token };
}

export async function createProject(
  db: Database,
  userId: number,
  overrides: Partial<{ name: string; description: string; instructions: string }> = {},
) {
  return insertProject(db, { userId, name: `Project ${next()}`, description: '', instructions: '', ...overrides });
}

export async function createConversation(
  db: Database,
  userId: number,
  overrides: Partial<{ title: string; projectId: number | null }> = {},
) {
  return insertConversation(db, { userId, title: `Conversation ${next()}`, projectId: null, ...overrides });
}

export async function createMessage(
  db: Database,
  conversationId: number,
  overrides: Partial<{ content: string; sender: 'user' | ConnectionId; side: Side | null }> = {},
) {
  const sender = overrides.sender ?? 'user';
  // Unless given, a reply answers on its provider's side of SPEC's pair, as a send through `models` puts it.
  const side = overrides.side !== undefined ? overrides.side : sender === 'user' ? null : sideOfSender(sender);
  // A question follows the one before it, as a send puts it at the end of the branch shown.
  const parentId = sender === 'user' ? await lastQuestionOf(db, conversationId) : null;
  const [row] = await db
    .insert(messages)
    .values({ conversationId, content: `Message ${next()}`, ...overrides, sender, side, parentId })
    .returning();
  if (!row) throw new Error('no message inserted');
  return row;
}

async function lastQuestionOf(db: Database, conversationId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: max(messages.id) })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.sender, 'user')));
  return row?.id ?? null;
}

/**
 * Makes each user message of these conversations follow the one before it, for rows inserted in bulk
 * (createMessage does it one at a time): a conversation of one branch, as a send makes it.
 */
export async function linkQuestions(db: Database, conversationIds: readonly number[]) {
  await db.execute(sql`
    update messages as question set parent_id = previous.parent_id
    from (
      select id, lag(id) over (partition by conversation_id order by id) as parent_id
      from messages where sender = 'user' and conversation_id in (${sql.join(
        conversationIds.map((id) => sql`${id}`),
        sql`, `,
      )})
    ) as previous
    where question.id = previous.id and previous.parent_id is not null`);
}

/** Moves a timestamp column into the past, for expiry and ordering tests. */
export async function ageRow(db: Database, table: string, column: string, id: number, interval: string) {
  await db.execute(sql.raw(`update ${table} set ${column} = now() - interval '${interval}' where id = ${Number(id)}`));
}

/**
 * A reply job for the user, on a new conversation and message unless given; finished now when
 * done or failed, unless `finishedAt` says otherwise.
 */
export async function createReplyJob(
  db: Database,
  userId: number,
  overrides: Partial<Omit<typeof replyJobs.$inferInsert, 'userId'>> = {},
) {
  const conversationId = overrides.conversationId ?? (await createConversation(db, userId)).id;
  const userMessageId = overrides.userMessageId ?? (await createMessage(db, conversationId)).id;
  const status = overrides.status ?? 'done';
  const finished = status === 'done' || status === 'failed';
  const [row] = await db
    .insert(replyJobs)
    .values({
      userId,
      conversationId,
      userMessageId,
      provider: 'openai',
      side: sideOfSender(overrides.provider ?? 'openai'),
      model: 'test-model',
      temperature: 0.7,
      maxTokens: 1000,
      status,
      finishedAt: finished ? new Date() : null,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('no reply job inserted');
  // A finished job's call is on record for the usage figures, as finishReplyJob writes it.
  if (row.finishedAt && (row.status === 'done' || row.status === 'failed')) {
    const { provider, model, status, demo, inputTokens, outputTokens, latencyMs, finishedAt } = row;
    await db.insert(usageRecords).values({
      jobId: row.id,
      userId,
      ...{ provider, model, status, demo, inputTokens, outputTokens, latencyMs, finishedAt },
    });
  }
  return row;
}

/**
 * A user message with a finished reply per provider named: `{ openai: 'gpt-4o' }` answers with that
 * model; `{ claude: null }` is an error reply.
 */
export async function createTurn(
  db: Database,
  userId: number,
  replies: Partial<Record<'openai' | 'claude', string | null>>,
  conversationId?: number,
) {
  const conversation = conversationId ?? (await createConversation(db, userId)).id;
  const question = await createMessage(db, conversation, { content: 'Which is faster?' });
  for (const [provider, model] of Object.entries(replies) as ['openai' | 'claude', string | null][]) {
    const job = await createReplyJob(db, userId, {
      conversationId: conversation,
      userMessageId: question.id,
      provider,
      model: model ?? 'test-model',
    });
    const [reply] = await db
      .insert(messages)
      .values({
        conversationId: conversation,
        content: `${provider} says`,
        sender: provider,
        side: job.side,
        model,
        error: model === null,
        jobId: job.id,
        replyTo: question.id,
      })
      .returning();
    await db.update(replyJobs).set({ replyMessageId: reply?.id }).where(sql`${replyJobs.id} = ${job.id}`);
  }
  return { conversationId: conversation, messageId: question.id };
}

/**
 * Another version of side a's OpenAI reply to a turn, with its job, stored set aside (not shown), as
 * a regenerate stores one before it is chosen.
 */
export async function createReplyVersion(
  db: Database,
  userId: number,
  turn: { conversationId: number; messageId: number },
  model: string,
) {
  const job = await createReplyJob(db, userId, {
    conversationId: turn.conversationId,
    userMessageId: turn.messageId,
    model,
  });
  const [version] = await db
    .insert(messages)
    .values({
      conversationId: turn.conversationId,
      content: `another answer of ${model}`,
      sender: 'openai',
      side: 'a',
      model,
      replyTo: turn.messageId,
      active: false,
      jobId: job.id,
    })
    .returning();
  if (!version) throw new Error('no version stored');
  await db.update(replyJobs).set({ replyMessageId: version.id }).where(sql`${replyJobs.id} = ${job.id}`);
  return version;
}
