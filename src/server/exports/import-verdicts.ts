import type { NewJudgementRow, NewVoteRow } from '#server/db/queries/imports';
import type { ExportedJudgement, ExportedVote } from '#shared/api/exported-verdicts';

/** The file's message ids of one conversation as its new rows' ids. */
type MessageIds = ReadonlyMap<number, number>;

/** The turn and replies judged, as new ids: validation made each name a message of the same conversation. */
function judgedIds(entry: Pick<ExportedVote, 'messageId' | 'leftReplyId' | 'rightReplyId'>, ids: MessageIds) {
  const idOf = (fileId: number | null) => (fileId === null ? null : (ids.get(fileId) ?? null));
  return {
    messageId: idOf(entry.messageId) as number,
    leftReplyId: idOf(entry.leftReplyId),
    rightReplyId: idOf(entry.rightReplyId),
  };
}

/** A vote of the file as a row of the importing user's: on the scoreboard while its judged versions are shown. */
export function voteRow(userId: number, vote: ExportedVote, ids: MessageIds): NewVoteRow {
  return {
    userId,
    ...judgedIds(vote, ids),
    choice: vote.choice,
    blind: vote.blind,
    leftProvider: vote.left.provider,
    leftModel: vote.left.model,
    rightProvider: vote.right.provider,
    rightModel: vote.right.model,
    createdAt: new Date(vote.createdAt),
    updatedAt: new Date(vote.updatedAt),
  };
}

export function judgementRow(userId: number, judgement: ExportedJudgement, ids: MessageIds): NewJudgementRow {
  return {
    userId,
    ...judgedIds(judgement, ids),
    judgeProvider: judgement.judge.provider,
    judgeModel: judgement.judge.model,
    verdict: judgement.verdict,
    choices: judgement.choices,
    reason: judgement.reason,
    quotes: judgement.quotes,
    createdAt: new Date(judgement.createdAt),
  };
}
