import { and, asc, desc, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/database';
import { placeholders, reusableQuery } from '#server/db/reusable-query';
import type { ReplyJobRow } from '#server/db/schema/reply-jobs';
import { usageRecords } from '#server/db/schema/usage-records';
import { users } from '#server/db/schema/users';
import type { UsageFigures } from '#shared/api/admin-usage';
import type { ConnectionId } from '#shared/connection-id';
import { USAGE_MAX_USERS } from '#shared/constants';

/** Provider calls that ended (with a reply or an error) at or after `since`. */
const finishedSince = (since: Date) => gte(usageRecords.finishedAt, since);

// count and sum come back as bigint: strings from node-postgres.
const asNumber = <T extends number | null = number>(expression: SQL) => sql<T>`${expression}`.mapWith(Number);

const called = sql`not ${usageRecords.demo}`;
/** Successful calls, the only ones whose time says how fast a reply comes. */
const answered = sql`${called} and ${usageRecords.status} = 'done'`;

/** The usage figures of a group's provider calls: demo replies called no provider. */
const figures = () => ({
  requests: asNumber(sql`count(*) filter (where ${called})`),
  failed: asNumber(sql`count(*) filter (where ${called} and ${usageRecords.status} = 'failed')`),
  inputTokens: asNumber(sql`coalesce(sum(${usageRecords.inputTokens}) filter (where ${called}), 0)`),
  outputTokens: asNumber(sql`coalesce(sum(${usageRecords.outputTokens}) filter (where ${called}), 0)`),
});

/** What one connection's model did in the period: the figures, and what a cost is reckoned from. */
export interface ModelUsageRow extends UsageFigures {
  provider: ConnectionId;
  model: string;
}

export interface ConnectionModelUsageRow extends ModelUsageRow {
  /** The sum and number of successful calls' times: groups add up to a connection's mean. */
  latencyTotalMs: number;
  latencyCalls: number;
  demoReplies: number;
}

/** One row per connection and model with calls or demo replies in the period. */
export async function sumUsageByModel(db: Executor, since: Date): Promise<ConnectionModelUsageRow[]> {
  return db
    .select({
      provider: usageRecords.provider,
      model: usageRecords.model,
      ...figures(),
      latencyTotalMs: asNumber(sql`coalesce(sum(${usageRecords.latencyMs}) filter (where ${answered}), 0)`),
      latencyCalls: asNumber(sql`count(${usageRecords.latencyMs}) filter (where ${answered})`),
      demoReplies: asNumber(sql`count(*) filter (where ${usageRecords.demo})`),
    })
    .from(usageRecords)
    .where(finishedSince(since))
    .groupBy(usageRecords.provider, usageRecords.model)
    .orderBy(asc(usageRecords.provider), asc(usageRecords.model));
}

export interface UserModelUsageRow extends ModelUsageRow {
  userId: number;
  /** Null once the account is deleted: its calls still count. */
  name: string | null;
  email: string | null;
}

/**
 * The heaviest users of the period (most requests first, then by id), one row per user, connection
 * and model they called; and how many users had calls at all.
 */
export async function sumUsageByUser(
  db: Executor,
  since: Date,
): Promise<{ rows: UserModelUsageRow[]; totalUsers: number }> {
  const calls = and(finishedSince(since), eq(usageRecords.demo, false));
  const requests = sql`count(*)`;
  const heaviest = db.$with('heaviest_users').as(
    db
      .select({
        userId: usageRecords.userId,
        requests: asNumber(requests).as('requests'),
        // Window functions run after GROUP BY and before LIMIT: this counts every user of the period.
        totalUsers: asNumber(sql`count(*) over ()`).as('total_users'),
      })
      .from(usageRecords)
      .where(calls)
      .groupBy(usageRecords.userId)
      .orderBy(desc(requests), asc(usageRecords.userId))
      .limit(USAGE_MAX_USERS),
  );
  const found = await db
    .with(heaviest)
    .select({
      userId: usageRecords.userId,
      name: users.name,
      email: users.email,
      provider: usageRecords.provider,
      model: usageRecords.model,
      ...figures(),
      totalUsers: heaviest.totalUsers,
    })
    .from(usageRecords)
    .innerJoin(heaviest, eq(heaviest.userId, usageRecords.userId))
    .leftJoin(users, eq(users.id, usageRecords.userId))
    .where(calls)
    .groupBy(
      usageRecords.userId,
      usageRecords.provider,
      usageRecords.model,
      users.id,
      heaviest.requests,
      heaviest.totalUsers,
    )
    .orderBy(desc(heaviest.requests), asc(usageRecords.userId), asc(usageRecords.provider), asc(usageRecords.model));
  const rows = found.map(({ totalUsers: _, ...row }) => row);
  return { rows, totalUsers: found[0]?.totalUsers ?? 0 };
}

/** What a finished job tells of its provider call (a ReplyOutcome is one). */
export interface UsageOutcome {
  model: string;
  error: boolean;
  demo?: boolean;
  inputTokens: number | null;
  outputTokens: number | null;
  latencyMs: number | null;
}

/** Records a finished job's call for the usage figures, once per job; run it in the job's transaction. */
export async function recordUsage(tx: Executor, job: ReplyJobRow, outcome: UsageOutcome): Promise<void> {
  await insertUsage(tx, {
    jobId: job.id,
    userId: job.userId,
    provider: job.provider,
    model: outcome.model,
    status: outcome.error ? 'failed' : 'done',
    demo: outcome.demo ?? false,
    inputTokens: outcome.inputTokens,
    outputTokens: outcome.outputTokens,
    latencyMs: outcome.latencyMs,
  });
}

const USAGE_COLUMNS = [
  'jobId',
  'userId',
  'provider',
  'model',
  'status',
  'demo',
  'inputTokens',
  'outputTokens',
  'latencyMs',
] as const satisfies (keyof typeof usageRecords.$inferInsert)[];

// Every reply writes one.
const insertUsage = reusableQuery<
  Required<Pick<typeof usageRecords.$inferInsert, (typeof USAGE_COLUMNS)[number]>>,
  unknown
>((db) =>
  db.insert(usageRecords).values(placeholders(USAGE_COLUMNS)).onConflictDoNothing({ target: usageRecords.jobId }),
);

/** Records a judge's call (decision 046) for the usage figures: it belongs to no reply job. */
export async function recordJudgeUsage(
  db: Executor,
  call: Pick<typeof usageRecords.$inferInsert, 'userId' | 'provider' | 'model' | 'status'> & UsageFigureFields,
): Promise<void> {
  await db.insert(usageRecords).values({ ...call, jobId: null, demo: false });
}

type UsageFigureFields = Pick<typeof usageRecords.$inferInsert, 'inputTokens' | 'outputTokens' | 'latencyMs'>;
