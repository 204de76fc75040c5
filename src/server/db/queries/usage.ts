import { and, asc, desc, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/database';
import { placeholders, reusableQuery } from '#server/db/reusable-query';
import type { ReplyJobRow } from '#server/db/schema/reply-jobs';
import { usageRecords } from '#server/db/schema/usage-records';
import { users } from '#server/db/schema/users';
import type { UsageFigures } from '#shared/api/admin-usage';
import { DELETED_USER_NAME, type Provider, USAGE_MAX_USERS } from '#shared/constants';

/** Provider calls that ended (with a reply or an error) at or after `since`. */
const finishedSince = (since: Date) => gte(usageRecords.finishedAt, since);

// count and sum come back as bigint, avg as numeric: both arrive as strings from node-postgres.
const asNumber = <T extends number | null = number>(expression: SQL) => sql<T>`${expression}`.mapWith(Number);

/** The usage figures of a group's provider calls (demo replies called no provider), or one provider's. */
function figures(provider?: Provider) {
  const of = provider
    ? sql`${usageRecords.provider} = ${provider} and not ${usageRecords.demo}`
    : sql`not ${usageRecords.demo}`;
  return {
    requests: asNumber(sql`count(*) filter (where ${of})`),
    failed: asNumber(sql`count(*) filter (where ${of} and ${usageRecords.status} = 'failed')`),
    inputTokens: asNumber(sql`coalesce(sum(${usageRecords.inputTokens}) filter (where ${of}), 0)`),
    outputTokens: asNumber(sql`coalesce(sum(${usageRecords.outputTokens}) filter (where ${of}), 0)`),
  };
}

export interface ProviderUsageRow extends UsageFigures {
  provider: Provider;
  averageLatencyMs: number | null;
  demoReplies: number;
}

/** One row per provider that had calls or demo replies in the period; unused providers are absent. */
export async function sumUsageByProvider(db: Executor, since: Date): Promise<ProviderUsageRow[]> {
  return db
    .select({
      provider: usageRecords.provider,
      ...figures(),
      averageLatencyMs: asNumber<number | null>(
        sql`avg(${usageRecords.latencyMs}) filter (where ${usageRecords.status} = 'done' and not ${usageRecords.demo})`,
      ),
      demoReplies: asNumber(sql`count(*) filter (where ${usageRecords.demo})`),
    })
    .from(usageRecords)
    .where(finishedSince(since))
    .groupBy(usageRecords.provider);
}

export interface UserUsageRow {
  userId: number;
  name: string;
  email: string;
  /** The account is gone; its calls still count. */
  deleted: boolean;
  total: UsageFigures;
  byProvider: Record<Provider, UsageFigures>;
}

/** The heaviest users of the period (most requests first), and how many users had calls at all. */
export async function sumUsageByUser(db: Executor, since: Date): Promise<{ rows: UserUsageRow[]; totalUsers: number }> {
  const total = figures();
  const found = await db
    .select({
      userId: usageRecords.userId,
      name: users.name,
      email: users.email,
      total,
      // Drizzle types one level of nesting only, so the providers' figures sit beside the total.
      openai: figures('openai'),
      claude: figures('claude'),
      // Window functions run after GROUP BY and before LIMIT: this counts every user of the period.
      totalUsers: asNumber(sql`count(*) over ()`),
    })
    .from(usageRecords)
    .leftJoin(users, eq(users.id, usageRecords.userId))
    .where(and(finishedSince(since), eq(usageRecords.demo, false)))
    .groupBy(usageRecords.userId, users.id)
    .orderBy(desc(total.requests), asc(usageRecords.userId))
    .limit(USAGE_MAX_USERS);
  const rows = found.map(({ totalUsers: _, openai, claude, name, email, ...row }) => ({
    ...row,
    name: name ?? DELETED_USER_NAME,
    email: email ?? '',
    deleted: name === null,
    byProvider: { openai, claude },
  }));
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
