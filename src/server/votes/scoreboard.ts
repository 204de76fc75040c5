import type { PairTally } from '#server/db/queries/reply-votes';
import type { ReplyVoteRow } from '#server/db/schema/reply-votes';
import { wilsonInterval } from '#server/votes/wilson-interval';
import type { Scoreboard, ScoreboardRow, Vote } from '#shared/api/votes';

/** `counted`: whether it judges the replies shown now (voteCounted); a vote just cast does. */
export function toVote(row: ReplyVoteRow, counted = true): Vote {
  return {
    messageId: row.messageId ?? 0,
    choice: row.choice,
    left: { provider: row.leftProvider, model: row.leftModel },
    right: { provider: row.rightProvider, model: row.rightModel },
    updatedAt: row.updatedAt.toISOString(),
    leftReplyId: row.leftReplyId,
    rightReplyId: row.rightReplyId,
    counted,
    blind: row.blind,
  };
}

export function toScoreboardRow(tally: PairTally): ScoreboardRow {
  const votes = tally.leftWins + tally.rightWins + tally.ties + tally.bothBad;
  const rate = (wins: number) => (votes === 0 ? null : wins / votes);
  const decisive = tally.leftWins + tally.rightWins;
  const interval = wilsonInterval(tally.leftWins, decisive);
  return {
    left: { provider: tally.leftProvider, model: tally.leftModel },
    right: { provider: tally.rightProvider, model: tally.rightModel },
    leftWins: tally.leftWins,
    rightWins: tally.rightWins,
    ties: tally.ties,
    bothBad: tally.bothBad,
    votes,
    leftWinRate: rate(tally.leftWins),
    rightWinRate: rate(tally.rightWins),
    leftShare: interval && { rate: tally.leftWins / decisive, ...interval },
    verdict: interval && interval.low > 0.5 ? 'left' : interval && interval.high < 0.5 ? 'right' : 'not-enough-votes',
  };
}

/**
 * One cell of CSV: quoted when it must be, and a leading = + - @ defused, so that a model name can
 * never run as a formula in the spreadsheet that opens the file.
 */
function cell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const HEADER = [
  'period',
  'left provider',
  'left model',
  'right provider',
  'right model',
  'left wins',
  'right wins',
  'ties',
  'both bad',
  'votes',
  'left win rate',
  'right win rate',
  'left share low (95%)',
  'left share high (95%)',
  'verdict',
];

export function scoreboardCsv(scoreboard: Scoreboard): string {
  const rate = (value: number | null) => (value === null ? null : value.toFixed(4));
  const lines = [HEADER.join(',')];
  for (const [period, rows] of [
    ['all time', scoreboard.allTime],
    ['last 30 days', scoreboard.last30Days],
  ] as const) {
    for (const row of rows) {
      lines.push(
        [
          period,
          row.left.provider,
          row.left.model,
          row.right.provider,
          row.right.model,
          row.leftWins,
          row.rightWins,
          row.ties,
          row.bothBad,
          row.votes,
          rate(row.leftWinRate),
          rate(row.rightWinRate),
          rate(row.leftShare?.low ?? null),
          rate(row.leftShare?.high ?? null),
          row.verdict,
        ]
          .map(cell)
          .join(','),
      );
    }
  }
  return `${lines.join('\r\n')}\r\n`;
}
