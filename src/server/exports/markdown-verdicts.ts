import type { ConnectionLabels, Turn } from '#server/exports/markdown-turns';
import { modelTitle, shownVersion } from '#server/exports/markdown-turns';
import type { ExportedJudgement, ExportedVote } from '#shared/api/exported-verdicts';
import { SIDES, type Side } from '#shared/sides';

// A turn's vote and its judge's verdict in the Markdown export, under its replies.

const EARLIER = 'on earlier versions of these answers';

/** Whether a vote or verdict judged other versions than those the turn shows. */
function onEarlierVersions(turn: Turn, entry: Pick<ExportedVote, 'leftReplyId' | 'rightReplyId'>): boolean {
  const judged: Record<Side, number | null> = { a: entry.leftReplyId, b: entry.rightReplyId };
  return SIDES.some((side) => judged[side] !== shownVersion(turn.versions[side])?.id);
}

/** A sentence with its remarks in brackets: "A tie (cast blind)." */
const sentence = (text: string, remarks: string[]) =>
  `${text.charAt(0).toUpperCase()}${text.slice(1)}${remarks.length > 0 ? ` (${remarks.join('; ')})` : ''}.`;

function voteLine(turn: Turn, vote: ExportedVote, labelOf: ConnectionLabels): string {
  const names = [vote.left, vote.right].map(({ provider, model }) => modelTitle(labelOf, provider, model));
  const choice = {
    left: `${names[0]}'s answer is better`,
    right: `${names[1]}'s answer is better`,
    tie: 'a tie',
    'both-bad': 'both bad',
  }[vote.choice];
  const remarks = [...(vote.blind ? ['cast blind'] : []), ...(onEarlierVersions(turn, vote) ? [EARLIER] : [])];
  return `**Your vote:** ${sentence(choice, remarks)}`;
}

/** A side's name in a verdict: the model of the version judged, else of the one shown. */
function judgedName(turn: Turn, side: Side, replyId: number | null, labelOf: ConnectionLabels): string {
  const versions = turn.versions[side];
  const reply = versions.find((version) => version.id === replyId) ?? shownVersion(versions);
  return reply ? modelTitle(labelOf, reply.sender, reply.model) : `Side ${side.toUpperCase()}`;
}

function judgementLines(turn: Turn, judgement: ExportedJudgement, labelOf: ConnectionLabels): string[] {
  const verdict = {
    left: `${judgedName(turn, 'a', judgement.leftReplyId, labelOf)}'s answer is better`,
    right: `${judgedName(turn, 'b', judgement.rightReplyId, labelOf)}'s answer is better`,
    tie: 'a tie',
    'no-clear-winner': 'no clear winner: asked with the answers in both orders, it picked differently',
  }[judgement.verdict];
  const judge = modelTitle(labelOf, judgement.judge.provider, judgement.judge.model);
  const lines = [`**Judge** (${judge}): ${sentence(verdict, onEarlierVersions(turn, judgement) ? [EARLIER] : [])}`, ''];
  if (judgement.reason) lines.push(judgement.reason, '');
  for (const quote of judgement.quotes) lines.push(quote.replace(/^/gm, '> '), '');
  return lines;
}

/** The lines under a turn's replies: the person's vote, then the judge's verdict, with why and its quotes. */
export function verdictLines(turn: Turn, labelOf: ConnectionLabels): string[] {
  const lines: string[] = [];
  if (turn.vote) lines.push(voteLine(turn, turn.vote, labelOf), '');
  if (turn.judgement) lines.push(...judgementLines(turn, turn.judgement, labelOf));
  return lines;
}
