import { z } from 'zod';
import { id, timestamp } from '#shared/api/common';

/**
 * Left is side a's reply, shown on the left, right side b's; a tie says neither was better, and
 * both-bad that neither was good.
 */
export const VOTE_CHOICES = ['left', 'right', 'tie', 'both-bad'] as const;
export const voteChoiceSchema = z.enum(VOTE_CHOICES);
export type VoteChoice = z.infer<typeof voteChoiceSchema>;

/** `blind`: cast with the models' names hidden (decision 044); the scoreboard can count these alone. */
export const voteBody = z.strictObject({ choice: voteChoiceSchema, blind: z.boolean().default(false) });

/** A vote on one turn: the user message both replies answer, and the two models as they were judged. */
export const voteSchema = z.object({
  messageId: id,
  choice: voteChoiceSchema,
  left: z.object({ provider: z.string(), model: z.string() }),
  right: z.object({ provider: z.string(), model: z.string() }),
  updatedAt: timestamp,
  /** The reply versions judged, side a's and side b's; null once an edit removed them. */
  leftReplyId: id.nullable(),
  rightReplyId: id.nullable(),
  /**
   * Whether it judges the replies shown now (docs/decisions/040-votes-judge-replies.md): after a
   * regenerate, another version chosen or an edit it no longer counts on the scoreboard, and the
   * turn asks for a vote again, until the judged versions are shown again.
   */
  counted: z.boolean(),
  /** Cast with the models' names hidden (decision 044). */
  blind: z.boolean(),
});
export type Vote = z.infer<typeof voteSchema>;

export const conversationVotesResponse = z.array(voteSchema);

export const scoreboardRowSchema = z.object({
  left: z.object({ provider: z.string(), model: z.string() }),
  right: z.object({ provider: z.string(), model: z.string() }),
  leftWins: z.number().int().nonnegative(),
  rightWins: z.number().int().nonnegative(),
  ties: z.number().int().nonnegative(),
  bothBad: z.number().int().nonnegative(),
  votes: z.number().int().nonnegative(),
  /** Wins ÷ votes, ties and both-bad counted as neither; null with no votes. */
  leftWinRate: z.number().min(0).max(1).nullable(),
  rightWinRate: z.number().min(0).max(1).nullable(),
  /**
   * Side a's share of the votes one side won, with its 95 % Wilson interval (decision 042); null
   * when no vote chose a side.
   */
  leftShare: z
    .object({ rate: z.number().min(0).max(1), low: z.number().min(0).max(1), high: z.number().min(0).max(1) })
    .nullable(),
  /** Which side is better, once the interval excludes an even split; until then, not enough votes yet. */
  verdict: z.enum(['left', 'right', 'not-enough-votes']),
});
export type ScoreboardRow = z.infer<typeof scoreboardRowSchema>;

/** The user's own votes per model pair, most voted first. */
export const scoreboardResponse = z.object({
  allTime: z.array(scoreboardRowSchema),
  last30Days: z.array(scoreboardRowSchema),
});
export type Scoreboard = z.infer<typeof scoreboardResponse>;

export const SCOREBOARD_RECENT_DAYS = 30;

/** `blind=true`: only the votes cast blind (decision 044). */
export const scoreboardQuery = z.object({ blind: z.enum(['true', 'false']).default('false') });
export type ScoreboardQuery = z.input<typeof scoreboardQuery>;
