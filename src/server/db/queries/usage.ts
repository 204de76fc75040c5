import { and, asc, desc, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/database';
import { replyJobs } from '#server/db/schema/reply-jobs';
import { users } from '#server/db/schema/users';
import type { UsageFigures } from '#shared/api/admin-usage';
import { type Provider, USAGE_MAX_USERS } from '#shared/constants';

/** Provider calls that ended (with a reply or an error) at or after `since`. */
const finishedSince = (since: Date) =>
  and(inArray(replyJobs.status, ['done', 'failed']), gte(replyJobs.finishedAt, since));

// count and sum come back as bigint, avg as numeric: both arrive as strings from node-postgres.
const asNumber = <T extends number | null = number>(expression: SQL) => sql<T>`${expression}`.mapWith(Number);

/** The usage figures of a group's provider calls (demo replies called no provider), or one provider's. */
function figures(provider?: Provider) {
  const of = provider ? sql`${replyJobs.provider} = ${provider} and not ${replyJobs.demo}` : sql`not ${replyJobs.demo}`;
  return {
    requests: asNumber(sql`count(*) filter (where ${of})`),
    failed: asNumber(sql`count(*) filter (where ${of} and ${replyJobs.status} = 'failed')`),
    inputTokens: asNumber(sql`coalesce(sum(${replyJobs.inputTokens}) filter (where ${of}), 0)`),
    outputTokens: asNumber(sql`coalesce(sum(${replyJobs.outputTokens}) filter (where ${of}), 0)`),
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
      provider: replyJobs.provider,
      ...figures(),
      averageLatencyMs: asNumber<number | null>(
        sql`avg(${replyJobs.latencyMs}) filter (where ${replyJobs.status} = 'done' and not ${replyJobs.demo})`,
      ),
      demoReplies: asNumber(sql`count(*) filter (where ${replyJobs.demo})`),
    })
    .from(replyJobs)
    .where(finishedSince(since))
    .groupBy(replyJobs.provider);
}

export interface UserUsageRow {
  userId: number;
  name: string;
  email: string;
  total: UsageFigures;
  byProvider: Record<Provider, UsageFigures>;
}

/** The heaviest users of the period (most requests first), and how many users had calls at all. */
export async function sumUsageByUser(db: Executor, since: Date): Promise<{ rows: UserUsageRow[]; totalUsers: number }> {
  const total = figures();
  const found = await db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      total,
      // Drizzle types one level of nesting only, so the providers' figures sit beside the total.
      openai: figures('openai'),
      claude: figures('claude'),
      // Window functions run after GROUP BY and before LIMIT: this counts every user of the period.
      totalUsers: asNumber(sql`count(*) over ()`),
    })
    .from(replyJobs)
    .innerJoin(users, eq(users.id, replyJobs.userId))
    .where(and(finishedSince(since), eq(replyJobs.demo, false)))
    .groupBy(users.id)
    .orderBy(desc(total.requests), asc(users.id))
    .limit(USAGE_MAX_USERS);
  const rows = found.map(({ totalUsers: _, openai, claude, ...row }) => ({ ...row, byProvider: { openai, claude } }));
  return { rows, totalUsers: found[0]?.totalUsers ?? 0 };
}
