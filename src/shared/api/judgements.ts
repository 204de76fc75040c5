import { z } from 'zod';
import { connectionId, id, text, timestamp } from '#shared/api/common';

/** The model asked to judge a turn: any connection's (docs/decisions/046-judge.md). */
export const judgeBody = z.strictObject({
  provider: connectionId,
  model: text().min(1).max(200),
});
export type JudgeBody = z.infer<typeof judgeBody>;

/** What one asking picked, mapped back to the sides: side a's reply (`left`), side b's, or neither. */
export const judgeChoiceSchema = z.enum(['left', 'right', 'tie']);

/**
 * A judge's verdict on a turn's two replies, asked twice with the answers in opposite orders:
 * `left` or `right` when both askings picked that side's reply (or one picked it and the other
 * called a tie), `tie` when both called a tie, and `no-clear-winner` when they disagree.
 */
export const JUDGE_VERDICTS = ['left', 'right', 'tie', 'no-clear-winner'] as const;
export type JudgeVerdict = (typeof JUDGE_VERDICTS)[number];

/** The longest reason and quote kept from a judge's answer. */
export const JUDGE_REASON_MAX = 2_000;
export const JUDGE_QUOTE_MAX = 300;
export const JUDGE_QUOTES_MAX = 4;

export const judgementSchema = z.object({
  /** The user message whose two replies were judged. */
  messageId: id,
  judge: z.object({ provider: z.string(), model: z.string() }),
  /** The reply versions judged, side a's and side b's; null once removed. */
  leftReplyId: id.nullable(),
  rightReplyId: id.nullable(),
  verdict: z.enum(JUDGE_VERDICTS),
  /** The first asking's (side a's answer shown first) choice, then the second's (side b's first). */
  choices: z.tuple([judgeChoiceSchema, judgeChoiceSchema]),
  /** Why, in the judge's words from the asking whose pick stands (the first when they disagree). */
  reason: z.string().max(JUDGE_REASON_MAX),
  /** Passages of the answers the judge quoted, as it quoted them. */
  quotes: z.array(z.string().max(JUDGE_QUOTE_MAX)).max(JUDGE_QUOTES_MAX),
  createdAt: timestamp,
});
export type Judgement = z.infer<typeof judgementSchema>;

/** GET /api/conversations/{id}/judgements: the latest judgement of each judged turn. */
export const conversationJudgementsResponse = z.array(judgementSchema);
