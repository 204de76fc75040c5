import type { Connection } from '#server/ai/connections/connection';
import { settingNames } from '#server/ai/connections/connection';
import { failureMessage } from '#server/ai/failure-message';
import {
  combineChoices,
  JUDGE_SYSTEM,
  type JudgeAnswer,
  type JudgeChoice,
  judgeRequest,
  readJudgeAnswer,
  sideOf,
} from '#server/ai/judge-prompt';
import { ProviderFailure } from '#server/ai/provider-failure';
import type { ChatProvider } from '#server/ai/providers/chat-provider';
import { AppError } from '#server/errors';
import type { JudgeVerdict } from '#shared/api/judgements';

/** Enough for a verdict, a reason and a few quotes; a judge that rambles past it is cut off, not waited for. */
const JUDGE_MAX_TOKENS = 1_024;

export interface JudgedCall {
  status: 'done' | 'failed';
  inputTokens: number | null;
  outputTokens: number | null;
  latencyMs: number;
}

export interface TurnVerdict {
  verdict: JudgeVerdict;
  choices: [JudgeChoice, JudgeChoice];
  reason: string;
  quotes: string[];
}

interface JudgeTurnInput {
  provider: ChatProvider;
  connection: Connection;
  model: string;
  question: string;
  /** Side a's reply text, then side b's. */
  answers: readonly [string, string];
  signal: AbortSignal;
  /** Told of each call as it ends, for the usage figures. */
  onCall(call: JudgedCall): void;
}

/**
 * Asks the judge twice, side a's answer first and then side b's (decision 046), at once; the verdict
 * stands only where both askings agree. A provider's failure, or an answer with no verdict in it,
 * is a judge_failed naming the connection.
 */
export async function judgeTurn(input: JudgeTurnInput): Promise<TurnVerdict> {
  const [a, b] = input.answers;
  const [first, second] = await Promise.all([ask(input, a, b), ask(input, b, a)]);
  const choices: [JudgeChoice, JudgeChoice] = [sideOf(first.better, true), sideOf(second.better, false)];
  const verdict = combineChoices(...choices);
  // The reason given with the pick that stands; when the two disagree, the first asking's.
  const standing = verdict === choices[1] && verdict !== choices[0] ? second : first;
  return { verdict, choices, reason: standing.reason, quotes: standing.quotes };
}

async function ask(input: JudgeTurnInput, first: string, second: string): Promise<JudgeAnswer> {
  const { provider, connection, model, question, signal, onCall } = input;
  const started = performance.now();
  const call = (status: JudgedCall['status'], tokens: { inputTokens: number | null; outputTokens: number | null }) =>
    onCall({ status, ...tokens, latencyMs: Math.round(performance.now() - started) });
  let text: string;
  try {
    const completion = await provider.complete({
      model,
      temperature: 0,
      maxTokens: JUDGE_MAX_TOKENS,
      system: JUDGE_SYSTEM,
      messages: [{ role: 'user', content: judgeRequest(question, first, second) }],
      signal,
    });
    call('done', completion);
    text = completion.text;
  } catch (error) {
    call('failed', { inputTokens: null, outputTokens: null });
    const failure = error instanceof ProviderFailure ? error : new ProviderFailure('unreachable', String(error));
    throw new AppError(
      'judge_failed',
      failureMessage(failure.kind, { label: connection.label, model, ...settingNames(connection) }, failure.message),
    );
  }
  const answer = readJudgeAnswer(text);
  if (!answer) throw new AppError('judge_failed', unreadableVerdict(connection.label, model));
  return answer;
}

const unreadableVerdict = (label: string, model: string) =>
  `The judge (${model} of ${label}) did not answer with a verdict in the form asked. Try again, or choose another judge.`;
