import { z } from 'zod';
import { connectionId, id, text } from '#shared/api/common';
import { modelName, time } from '#shared/api/export-values';
import {
  JUDGE_QUOTE_MAX,
  JUDGE_QUOTES_MAX,
  JUDGE_REASON_MAX,
  JUDGE_VERDICTS,
  judgeChoiceSchema,
} from '#shared/api/judgements';
import { voteChoiceSchema } from '#shared/api/votes';
import type { Side } from '#shared/sides';

// A conversation's votes and judges' verdicts in the export file (decision 023, amended): each
// names its turn's user message and the reply versions it judged by the file's own message ids.

/** A side's model as the vote judged it, or the judge's. */
const exportedModel = z.strictObject({ provider: connectionId, model: modelName });

const judged = {
  /** The `id` of the user message whose two replies were judged. */
  messageId: id,
  /** The reply versions judged, side a's and side b's, by `id`; null once an edit removed them. */
  leftReplyId: id.nullable().default(null),
  rightReplyId: id.nullable().default(null),
};

/** The person's vote on a turn (decisions 040 and 044). */
export const exportedVoteSchema = z.strictObject({
  ...judged,
  choice: voteChoiceSchema,
  /** Cast with the models' names hidden. */
  blind: z.boolean().default(false),
  left: exportedModel,
  right: exportedModel,
  createdAt: time,
  updatedAt: time,
});
export type ExportedVote = z.infer<typeof exportedVoteSchema>;

/** A judge model's verdict on a turn, asked in both orders (decision 046). */
export const exportedJudgementSchema = z.strictObject({
  ...judged,
  judge: exportedModel,
  verdict: z.enum(JUDGE_VERDICTS),
  /** The asking with side a's answer first, then the one with side b's first. */
  choices: z.tuple([judgeChoiceSchema, judgeChoiceSchema]),
  reason: text().max(JUDGE_REASON_MAX),
  quotes: z.array(text().max(JUDGE_QUOTE_MAX)).max(JUDGE_QUOTES_MAX).default([]),
  createdAt: time,
});
export type ExportedJudgement = z.infer<typeof exportedJudgementSchema>;

const REPLY_SIDES = [
  ['leftReplyId', 'a'],
  ['rightReplyId', 'b'],
] as const;

/** What the checks read of a message of the file (exported-conversations.ts). */
interface MessageOfFile {
  id: number;
  sender: string;
  side: Side | null;
  replyTo: number | null;
}

/**
 * What the columns cannot say: each vote and verdict is on a message of the user's in this
 * conversation, one of each per turn, and judged replies of that turn on their own side.
 */
export function checkVerdicts(
  conversation: { messages: MessageOfFile[]; votes: ExportedVote[]; judgements: ExportedJudgement[] },
  ctx: z.RefinementCtx,
) {
  const byId = new Map(conversation.messages.map((message) => [message.id, message]));
  const lists = [
    ['votes', 'vote', conversation.votes],
    ['judgements', 'verdict', conversation.judgements],
  ] as const;
  for (const [field, what, entries] of lists) {
    const turns = new Set<number>();
    entries.forEach((entry, index) => {
      const issue = (key: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: [field, index, key], message });
      const { messageId } = entry;
      if (byId.get(messageId)?.sender !== 'user') {
        issue('messageId', `Expected the id of a message of yours in this conversation, got ${messageId}`);
      } else if (turns.has(messageId)) {
        issue('messageId', `Another ${what} is already on message ${messageId}`);
      }
      turns.add(messageId);
      for (const [key, side] of REPLY_SIDES) {
        const replyId = entry[key];
        const reply = replyId === null ? undefined : byId.get(replyId);
        if (replyId !== null && (reply?.replyTo !== messageId || reply.side !== side)) {
          issue(key, `Expected the id of a reply to message ${messageId} on side "${side}", got ${replyId}`);
        }
      }
    });
  }
}
