import { z } from 'zod';
import { id, timestamp } from '#shared/api/common';
import { providerSchema } from '#shared/api/users';
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

export const providerUsageSchema = usageFiguresSchema.extend({
  provider: providerSchema,
  /** Mean time of a successful call, or null when there was none. */
  averageLatencyMs: z.number().nonnegative().nullable(),
  /** Replies the demo stand-in wrote (no API key): no provider was called, so not in the figures. */
  demoReplies: count,
});
export type ProviderUsage = z.infer<typeof providerUsageSchema>;

export const userUsageSchema = z.object({
  userId: id,
  /** DELETED_USER_NAME and an empty e-mail once the account is deleted: its calls still count. */
  name: z.string(),
  email: z.string(),
  deleted: z.boolean(),
  total: usageFiguresSchema,
  byProvider: z.object({ openai: usageFiguresSchema, claude: usageFiguresSchema }),
});
export type UserUsage = z.infer<typeof userUsageSchema>;

export const adminUsageResponse = z.object({
  days: z.number().int(),
  /** The start of the period: calls finished at or after it are counted. */
  since: timestamp,
  /** Both providers, always, in catalogue order; zeros when unused. */
  providers: z.array(providerUsageSchema),
  /** Users with at least one call in the period, most requests first, at most USAGE_MAX_USERS. */
  users: z.array(userUsageSchema),
  /** How many users had calls in the period, including any left out of `users`. */
  totalUsers: count,
});
export type AdminUsageResponse = z.infer<typeof adminUsageResponse>;
