import { z } from 'zod';
import { id, idString, timestamp } from '#shared/api/common';
import { scoreboardRowSchema } from '#shared/api/votes';

/** The periods the scoreboard page filters by; `all` is every vote. */
export const STANDINGS_PERIODS = ['all', '7d', '30d', '90d'] as const;
export type StandingsPeriod = (typeof STANDINGS_PERIODS)[number];

/** Days in each period but `all`. */
export const PERIOD_DAYS: Record<Exclude<StandingsPeriod, 'all'>, number> = { '7d': 7, '30d': 30, '90d': 90 };

export const standingsQuery = z.object({
  /** `true`: only the votes cast blind (decision 044). */
  blind: z.enum(['true', 'false']).default('false'),
  period: z.enum(STANDINGS_PERIODS).default('all'),
  /** Only the votes on turns of this project (one of the user's own). */
  projectId: idString.optional(),
});
export type StandingsQuery = z.input<typeof standingsQuery>;

/** What one side's judged answers took: the median time to first token and the mean estimated cost. */
export const sideFactsSchema = z.object({
  /** Milliseconds, over the answers that reported one; null when none did. */
  medianFirstTokenMs: z.number().nonnegative().nullable(),
  /** US dollars per answer at the published prices; null when the model's price or tokens are unknown. */
  costPerAnswer: z.number().nonnegative().nullable(),
});
export type SideFacts = z.infer<typeof sideFactsSchema>;

/** A turn a pair's row counts, to open it at (`/c/{conversationId}?message={messageId}`). */
export const countedTurnSchema = z.object({
  conversationId: id,
  messageId: id,
  title: z.string(),
  votedAt: timestamp,
});

/** Turns listed per pair, newest first; `votes` says how many there are in all. */
export const STANDINGS_TURNS_MAX = 20;

export const pairStandingSchema = scoreboardRowSchema.extend({
  leftFacts: sideFactsSchema,
  rightFacts: sideFactsSchema,
  turns: z.array(countedTurnSchema).max(STANDINGS_TURNS_MAX),
  /**
   * How often a judge (docs/decisions/046-judge.md) agreed with the person: of the voted turns it
   * judged on the same reply versions, those where it picked the same side, or a tie where the
   * person voted a tie or both bad.
   */
  judge: z.object({ judged: z.number().int().nonnegative(), agreed: z.number().int().nonnegative() }),
});
export type PairStanding = z.infer<typeof pairStandingSchema>;

/** One model over every pair it stood in: its wins and losses against the others. */
export const modelStandingSchema = z.object({
  provider: z.string(),
  model: z.string(),
  wins: z.number().int().nonnegative(),
  losses: z.number().int().nonnegative(),
  ties: z.number().int().nonnegative(),
  bothBad: z.number().int().nonnegative(),
  votes: z.number().int().nonnegative(),
  /** Wins ÷ (wins + losses) with its 95 % Wilson interval (decision 042); null with neither. */
  winShare: z
    .object({ rate: z.number().min(0).max(1), low: z.number().min(0).max(1), high: z.number().min(0).max(1) })
    .nullable(),
  /** Ahead or behind the models it met, once the interval excludes an even split. */
  verdict: z.enum(['ahead', 'behind', 'not-enough-votes']),
});
export type ModelStanding = z.infer<typeof modelStandingSchema>;

/** The scoreboard page: the user's counted votes per model pair and per model, most voted first. */
export const standingsResponse = z.object({
  pairs: z.array(pairStandingSchema),
  models: z.array(modelStandingSchema),
});
export type Standings = z.infer<typeof standingsResponse>;
