import type { Invariant, SoakResult } from '#bench/lib/soak-result';

/** What must hold after every soak, whatever the machine: the run fails on any of these. */
export function invariants(result: Omit<SoakResult, 'invariants'>): Invariant[] {
  const { replies, polls, posts, live, hostile, logProblems, liveCatchUp, settleS } = result;
  const answered5xx = polls.serverErrors + posts.serverErrors + live.serverErrors + (hostile?.tally.serverErrors ?? 0);
  const pairs = replies.lost + replies.duplicated + replies.inconsistent;
  return [
    {
      name: 'exactly one reply per provider asked',
      held: pairs === 0,
      detail:
        `${replies.questions} questions, ${replies.replies} replies (${replies.errorReplies} error replies), ` +
        `${replies.lost} lost, ${replies.duplicated} duplicated, ${replies.inconsistent} inconsistent` +
        (replies.samples.length > 0 ? ` (${replies.samples.join('; ')})` : ''),
    },
    {
      name: 'no 5xx',
      held: answered5xx === 0 && logProblems.serverErrors === 0,
      detail: `${answered5xx} answered to clients, ${logProblems.serverErrors} in the server logs (until the soak stops them)`,
    },
    {
      name: 'the reply queue drained',
      held: settleS !== null,
      detail: settleS === null ? 'provider calls never stopped' : `quiet ${settleS.toFixed(1)} s after the load`,
    },
    {
      name: 'every reply reached its live channel',
      held: liveCatchUp.missed === 0,
      detail: `${liveCatchUp.stored - liveCatchUp.missed} of ${liveCatchUp.stored} delivered (in a done event or a snapshot)`,
    },
  ];
}
