import { and, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/database';
import { lastQuestionOnPath } from '#server/db/queries/branches';
import { columnName, reusableQuery } from '#server/db/reusable-query';
import { type ConversationRow, conversations } from '#server/db/schema/conversations';
import { type MessageRow, messages } from '#server/db/schema/messages';
import { type ReplyJobRow, replyJobs } from '#server/db/schema/reply-jobs';
import type { Contestant } from '#shared/api/contestants';
import type { ConnectionId } from '#shared/connection-id';
import type { Side } from '#shared/sides';

/** One connection asked to answer for a side, with the settings its reply is asked with. */
export interface AskedReply {
  provider: ConnectionId;
  side: Side;
  model: string;
  temperature: number;
  maxTokens: number;
}

export interface StoredTurn {
  conversation: Pick<ConversationRow, 'id' | 'title' | 'projectId'>;
  message: MessageRow;
  /** In the order asked. */
  jobs: Pick<ReplyJobRow, 'id' | 'provider' | 'side' | 'model'>[];
}

export interface TurnValues extends Record<string, unknown> {
  userId: number;
  conversationId: number;
  content: string;
  /** One job each, in the order of the other arrays; the conversation keeps them as its jsonb list. */
  providers: ConnectionId[];
  sides: Side[];
  models: string[];
  temperatures: number[];
  maxTokens: number[];
  /** The conversation's contestants from now on (JSON), or null when asked through SPEC's `models`. */
  contestants: string | null;
}

/** A send: its message, who is asked, and the contestants the conversation keeps (null: asked through `models`). */
export interface TurnInput {
  userId: number;
  conversationId: number;
  content: string;
  asked: AskedReply[];
  contestants: Contestant[] | null;
}

export type TurnRow = Omit<StoredTurn, 'jobs'> & { job: StoredTurn['jobs'][number] | null };

const messageColumns = getTableColumns(messages);

/**
 * A turn's writes as CTEs, from the values of `TurnValues`: the user's own conversation touched
 * (only while `allowed` holds, when given), the message inserted from that row, and a reply job per
 * provider asked, inserted from the message row with the settings passed as arrays (`unnest ...
 * with ordinality`, so one built statement serves any number of providers, in the order asked).
 */
export function turnWrites(db: Executor, allowed?: SQL) {
  const conversation = db.$with('conversation').as(
    db
      .update(conversations)
      .set({
        updatedAt: sql`now()`,
        providers: sql`to_jsonb(${sql.placeholder('providers')}::text[])`,
        contestants: sql`${sql.placeholder('contestants')}::jsonb`,
      })
      .where(
        and(
          eq(conversations.id, sql.placeholder('conversationId')),
          eq(conversations.userId, sql.placeholder('userId')),
          allowed,
        ),
      )
      .returning({ id: conversations.id, title: conversations.title, projectId: conversations.projectId }),
  );
  const message = db.$with('message', messageColumns).as(sql`
    insert into ${messages} (${sql.join([messages.conversationId, messages.content, messages.sender, messages.parentId].map(columnName), sql`, `)})
    select "conversation"."id", ${sql.placeholder('content')}::text, 'user', ${lastQuestionOnPath(sql`"conversation"."id"`)}
    from "conversation"
    returning *`);
  const jobColumns = [
    replyJobs.userId,
    replyJobs.conversationId,
    replyJobs.userMessageId,
    replyJobs.provider,
    replyJobs.side,
    replyJobs.model,
    replyJobs.temperature,
    replyJobs.maxTokens,
  ];
  const jobs = db
    .$with('jobs', { id: replyJobs.id, provider: replyJobs.provider, side: replyJobs.side, model: replyJobs.model })
    .as(sql`
    insert into ${replyJobs} (${sql.join(jobColumns.map(columnName), sql`, `)})
    select ${sql.placeholder('userId')}::integer, "message"."conversation_id", "message"."id",
      asked.provider, asked.side, asked.model, asked.temperature, asked.max_tokens
    from "message", unnest(
      ${sql.placeholder('providers')}::text[], ${sql.placeholder('sides')}::text[], ${sql.placeholder('models')}::text[],
      ${sql.placeholder('temperatures')}::real[], ${sql.placeholder('maxTokens')}::integer[]
    ) with ordinality as asked(provider, side, model, temperature, max_tokens, position)
    order by asked.position
    returning ${sql.join([replyJobs.id, replyJobs.provider, replyJobs.side, replyJobs.model].map(columnName), sql`, `)}`);
  const messageFields = Object.fromEntries(
    Object.keys(messageColumns).map((key) => [key, message[key as keyof typeof messageColumns]]),
  ) as unknown as typeof messageColumns;
  const selection = {
    conversation: { id: conversation.id, title: conversation.title, projectId: conversation.projectId },
    message: messageFields,
    job: { id: jobs.id, provider: jobs.provider, side: jobs.side, model: jobs.model },
  };
  return { conversation, message, jobs, selection };
}

// Each send that creates a conversation or carries files runs it, in its transaction: built once.
const storeTurn = reusableQuery<TurnValues, TurnRow[]>((db) => {
  const { conversation, message, jobs, selection } = turnWrites(db);
  return db
    .with(conversation, message, jobs)
    .select(selection)
    .from(message)
    .innerJoin(conversation, sql`true`)
    .leftJoin(jobs, sql`true`)
    .orderBy(jobs.id);
});

/** The values of a turn's statement. */
export function turnValues(turn: TurnInput) {
  const { userId, conversationId, content, asked, contestants } = turn;
  return {
    userId,
    conversationId,
    content,
    providers: asked.map((reply) => reply.provider),
    sides: asked.map((reply) => reply.side),
    models: asked.map((reply) => reply.model),
    temperatures: asked.map((reply) => reply.temperature),
    maxTokens: asked.map((reply) => reply.maxTokens),
    contestants: contestants ? JSON.stringify(contestants) : null,
  } satisfies TurnValues;
}

/** The turn its statement's rows describe, one row a job; undefined when nothing was stored. */
export function storedTurn(
  rows: { conversation: TurnRow['conversation'] | null; message: TurnRow['message'] | null; job: TurnRow['job'] }[],
): StoredTurn | undefined {
  const [first] = rows;
  if (!first?.conversation || !first.message) return undefined;
  return {
    conversation: first.conversation,
    message: first.message,
    jobs: rows.flatMap((row) => (row.job ? [row.job] : [])),
  };
}

/**
 * A send's writes in one statement: the user's own conversation moved to the top of their list
 * with the providers asked, the message stored in it, and a reply job for each provider asked.
 * Undefined, and nothing written, when the conversation is not the user's. A round trip saved is
 * worth more than the statement's length: under load each one waits its turn on a busy server.
 */
export async function storeUserTurn(tx: Executor, turn: TurnInput): Promise<StoredTurn | undefined> {
  return storedTurn(await storeTurn(tx, turnValues(turn)));
}
