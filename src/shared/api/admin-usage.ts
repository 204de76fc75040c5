import { z } from 'zod';
import { id, timestamp } from '#shared/api/common';
import { CONNECTION_KINDS } from '#shared/connection-kinds';
import { USAGE_DEFAULT_DAYS, USAGE_MAX_DAYS } from '#shared/constants';

export const adminUsageQuery = z.object({
  days: z.coerce.number().int().min(1).max(USAGE_MAX_DAYS).default(USAGE_DEFAULT_DAYS),
});
export type AdminUsageQuery = z.input<typeof adminUsageQuery>;

const count = z.number().int().nonnegative();

/** Finished provider calls (replies written, errors included) and the tokens they used; demo replies apart. */
export const usageFiguresSchema = z.object({
  requests: count,
  failed: count,
  inputTokens: count,
  outputTokens: count,
});
export type UsageFigures = z.infer<typeof usageFiguresSchema>;

/**
 * What the tokens cost in US dollars at the published prices (src/shared/model-capabilities.ts):
 * `partial` when some tokens were of a model without a known price, so it cost at least `usd`;
 * null when tokens were used and none of them has a known price.
 */
export const usageCostSchema = z.object({ usd: z.number().nonnegative(), partial: z.boolean() }).nullable();
export type UsageCost = z.infer<typeof usageCostSchema>;

export const connectionUsageSchema = usageFiguresSchema.extend({
  /** The connection's id (docs/decisions/037-connections.md). */
  provider: z.string(),
  /** Its label; its id once it is no longer configured. */
  label: z.string(),
  /** Which icon shows it; null once it is no longer configured. */
  kind: z.enum(CONNECTION_KINDS).nullable(),
  /** Mean time of a successful call, or null when there was none. */
  averageLatencyMs: z.number().nonnegative().nullable(),
  /** Replies the demo stand-in wrote (no API key): no provider was called, so not in the figures. */
  demoReplies: count,
  cost: usageCostSchema,
});
export type ConnectionUsage = z.infer<typeof connectionUsageSchema>;

export const userConnectionUsageSchema = usageFiguresSchema.extend({ cost: usageCostSchema });
export type UserConnectionUsage = z.infer<typeof userConnectionUsageSchema>;

export const userUsageSchema = z.object({
  userId: id,
  /** DELETED_USER_NAME and an empty e-mail once the account is deleted: its calls still count. */
  name: z.string(),
  email: z.string(),
  deleted: z.boolean(),
  total: usageFiguresSchema,
  cost: usageCostSchema,
  /** By connection id: only the connections this user called in the period. */
  byProvider: z.record(z.string(), userConnectionUsageSchema),
});
export type UserUsage = z.infer<typeof userUsageSchema>;

export const adminUsageResponse = z.object({
  days: z.number().int(),
  /** The start of the period: calls finished at or after it are counted. */
  since: timestamp,
  /**
   * SPEC's pair always (zeros when unused), then every other connection with calls or demo replies
   * in the period: those configured in catalogue order, then those no longer configured by id.
   */
  providers: z.array(connectionUsageSchema),
  /** Users with at least one call in the period, most requests first, at most USAGE_MAX_USERS. */
  users: z.array(userUsageSchema),
  /** How many users had calls in the period, including any left out of `users`. */
  totalUsers: count,
});
export type AdminUsageResponse = z.infer<typeof adminUsageResponse>;
