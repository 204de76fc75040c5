import type { Connection } from '#server/ai/connections/connection';
import type { ConnectionModelUsageRow, ModelUsageRow, UserModelUsageRow } from '#server/db/queries/usage';
import type { ConnectionUsage, UsageCost, UsageFigures, UserUsage } from '#shared/api/admin-usage';
import type { ConnectionKind } from '#shared/connection-kinds';
import { DELETED_USER_NAME, isProvider } from '#shared/constants';
import { capabilitiesOf } from '#shared/model-capabilities';

type Connections = readonly Pick<Connection, 'id' | 'label' | 'kind'>[];

const ZERO: UsageFigures = { requests: 0, failed: 0, inputTokens: 0, outputTokens: 0 };

const add = (sum: UsageFigures, row: UsageFigures): UsageFigures => ({
  requests: sum.requests + row.requests,
  failed: sum.failed + row.failed,
  inputTokens: sum.inputTokens + row.inputTokens,
  outputTokens: sum.outputTokens + row.outputTokens,
});

/** Each group's model priced at its connection's kind; a connection no longer configured has none. */
type PricedRow = ModelUsageRow & { kind: ConnectionKind | null };

/**
 * The tokens' cost in US dollars at the published prices (src/shared/model-capabilities.ts): partial
 * when some tokens are of a model without a known price, null when none of them has one.
 */
export function costOf(rows: readonly PricedRow[]): UsageCost {
  let usd = 0;
  let priced = false;
  let unpriced = false;
  for (const row of rows) {
    // A call that used no tokens cost nothing, price or not.
    if (row.inputTokens + row.outputTokens === 0) continue;
    const price = row.kind && capabilitiesOf(row.kind, row.model).price;
    if (!price) {
      unpriced = true;
      continue;
    }
    priced = true;
    usd += (row.inputTokens * price.input + row.outputTokens * price.output) / 1e6;
  }
  if (unpriced && !priced) return null;
  // To a billionth of a dollar (exact for prices of up to three decimals), without the sums' float noise.
  return { usd: Math.round(usd * 1e9) / 1e9, partial: unpriced };
}

const kindOf = (connections: Connections, id: string) => connections.find((entry) => entry.id === id)?.kind ?? null;

/**
 * One entry per connection: SPEC's pair always, then each other connection with calls or demo
 * replies, in the order of the connections; those no longer configured last, by id, under their id.
 */
export function connectionUsage(connections: Connections, rows: readonly ConnectionModelUsageRow[]): ConnectionUsage[] {
  const used = new Set(rows.map((row) => row.provider));
  const listed = connections.filter((connection) => isProvider(connection.id) || used.has(connection.id));
  const gone = [...used].filter((id) => !connections.some((connection) => connection.id === id)).sort();
  const entries = [...listed, ...gone.map((id) => ({ id, label: id, kind: null }))];
  return entries.map(({ id, label, kind }) => {
    const own = rows.filter((row) => row.provider === id);
    const latencyCalls = own.reduce((sum, row) => sum + row.latencyCalls, 0);
    const latencyTotalMs = own.reduce((sum, row) => sum + row.latencyTotalMs, 0);
    return {
      provider: id,
      label,
      kind,
      ...own.reduce(add, ZERO),
      averageLatencyMs: latencyCalls === 0 ? null : latencyTotalMs / latencyCalls,
      demoReplies: own.reduce((sum, row) => sum + row.demoReplies, 0),
      cost: costOf(own.map((row) => ({ ...row, kind }))),
    };
  });
}

/** Each user's rows (in the query's order: heaviest first) folded into totals and a breakdown by connection. */
export function userUsage(connections: Connections, rows: readonly UserModelUsageRow[]): UserUsage[] {
  const byUser = new Map<number, (UserModelUsageRow & PricedRow)[]>();
  for (const row of rows) {
    const own = byUser.get(row.userId) ?? [];
    own.push({ ...row, kind: kindOf(connections, row.provider) });
    byUser.set(row.userId, own);
  }
  return [...byUser].map(([userId, own]) => {
    const { name, email } = own[0] as UserModelUsageRow;
    const byProvider = [...new Set(own.map((row) => row.provider))].map((provider) => {
      const its = own.filter((row) => row.provider === provider);
      return [provider, { ...its.reduce(add, ZERO), cost: costOf(its) }] as const;
    });
    return {
      userId,
      name: name ?? DELETED_USER_NAME,
      email: email ?? '',
      deleted: name === null,
      total: own.reduce(add, ZERO),
      cost: costOf(own),
      byProvider: Object.fromEntries(byProvider),
    };
  });
}
