import type { Connection } from '#server/ai/connections/connection';
import type { CountedTurnRow, PairStandingRow, SideTotals } from '#server/db/queries/vote-standings';
import { costOf } from '#server/usage/usage-summary';
import { toScoreboardRow } from '#server/votes/scoreboard';
import { wilsonInterval } from '#server/votes/wilson-interval';
import type { ModelStanding, PairStanding, SideFacts } from '#shared/api/standings';

type Connections = readonly Pick<Connection, 'id' | 'kind'>[];

const pairKey = (row: Pick<PairStandingRow, 'leftProvider' | 'leftModel' | 'rightProvider' | 'rightModel'>) =>
  JSON.stringify([row.leftProvider, row.leftModel, row.rightProvider, row.rightModel]);

/** A side's facts: its median first token, and its mean cost at its connection's published prices. */
function sideFacts(connections: Connections, provider: string, model: string, totals: SideTotals): SideFacts {
  const kind = connections.find((connection) => connection.id === provider)?.kind ?? null;
  const figures = {
    requests: totals.answers,
    failed: 0,
    inputTokens: totals.inputTokens,
    outputTokens: totals.outputTokens,
  };
  const cost = totals.answers === 0 ? null : costOf([{ provider, model, kind, ...figures }]);
  return {
    medianFirstTokenMs: totals.medianFirstTokenMs,
    costPerAnswer: cost && !cost.partial ? cost.usd / totals.answers : null,
  };
}

/** Each pair's row of the scoreboard page, with its sides' facts and the turns it counts. */
export function pairStandings(
  connections: Connections,
  rows: readonly PairStandingRow[],
  turns: readonly CountedTurnRow[],
): PairStanding[] {
  return rows.map((row) => ({
    ...toScoreboardRow(row),
    leftFacts: sideFacts(connections, row.leftProvider, row.leftModel, row.left),
    rightFacts: sideFacts(connections, row.rightProvider, row.rightModel, row.right),
    judge: { judged: row.judged, agreed: row.judgeAgreed },
    turns: turns
      .filter((turn) => pairKey(turn) === pairKey(row))
      .map(({ conversationId, messageId, title, votedAt }) => ({
        conversationId,
        messageId,
        title,
        votedAt: votedAt.toISOString(),
      })),
  }));
}

/**
 * Each model over every pair it stood in against another model, on either side: its wins are the
 * votes for its side, its losses those for the other; most voted first.
 */
export function modelStandings(rows: readonly PairStandingRow[]): ModelStanding[] {
  const models = new Map<string, Omit<ModelStanding, 'winShare' | 'verdict' | 'votes'>>();
  const add = (provider: string, model: string, wins: number, losses: number, row: PairStandingRow) => {
    const key = JSON.stringify([provider, model]);
    const entry = models.get(key) ?? { provider, model, wins: 0, losses: 0, ties: 0, bothBad: 0 };
    models.set(key, {
      ...entry,
      wins: entry.wins + wins,
      losses: entry.losses + losses,
      ties: entry.ties + row.ties,
      bothBad: entry.bothBad + row.bothBad,
    });
  };
  for (const row of rows) {
    // One model against itself (two settings of it) says nothing of it against the others.
    if (row.leftProvider === row.rightProvider && row.leftModel === row.rightModel) continue;
    add(row.leftProvider, row.leftModel, row.leftWins, row.rightWins, row);
    add(row.rightProvider, row.rightModel, row.rightWins, row.leftWins, row);
  }
  return [...models.values()]
    .map((entry) => {
      const decisive = entry.wins + entry.losses;
      const interval = wilsonInterval(entry.wins, decisive);
      const verdict: ModelStanding['verdict'] =
        interval && interval.low > 0.5 ? 'ahead' : interval && interval.high < 0.5 ? 'behind' : 'not-enough-votes';
      return {
        ...entry,
        votes: decisive + entry.ties + entry.bothBad,
        winShare: interval && { rate: entry.wins / decisive, ...interval },
        verdict,
      };
    })
    .sort((a, b) => b.votes - a.votes || a.model.localeCompare(b.model));
}
