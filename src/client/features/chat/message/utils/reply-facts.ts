import type { ModelPrice } from '#client/features/chat/providers/utils/model-prices';
import { formatUsd } from '#client/lib/format-usd';
import type { Message } from '#shared/api/messages';

const count = new Intl.NumberFormat('en-US');

/** 420 ms, 2.1 s, 14 s, 1 min 5 s. */
export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  const seconds = ms / 1000;
  if (seconds < 10) return `${seconds.toFixed(1)} s`;
  if (seconds < 60) return `${Math.round(seconds)} s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${whole % 60} s`;
}

export const formatTokens = (tokens: number) => count.format(tokens);

/** What a reply cost in US dollars at a price per million tokens. */
export function replyCost(usage: NonNullable<Message['usage']>, price: ModelPrice): number {
  return (usage.inputTokens * price.input + usage.outputTokens * price.output) / 1e6;
}

const rate = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 4,
});

/** A price per million tokens: $2.50, $0.075. */
export const formatRate = (usd: number) => rate.format(usd);

export interface ReplyFactsText {
  /** The short facts shown under the reply. */
  line: string[];
  /** The same spelt out, with input tokens and the price used: its tooltip. */
  details: string[];
}

/**
 * A reply's facts: model, time to first token, total time, output tokens and what they cost at the
 * catalogue's price (none without one). Figures the server estimated carry a "~".
 */
export function replyFacts(message: Message, price: ModelPrice | null): ReplyFactsText {
  const line: string[] = [];
  const details: string[] = [];
  const about = message.usageEstimated ? '~' : '';
  if (message.model) {
    line.push(message.model);
    details.push(`Model: ${message.model}`);
  }
  if (message.firstTokenMs !== null) {
    line.push(`${formatDuration(message.firstTokenMs)} to first token`);
    details.push(`Time to first token: ${formatDuration(message.firstTokenMs)}`);
  }
  if (message.latencyMs !== null) {
    line.push(`${formatDuration(message.latencyMs)} total`);
    details.push(`Total time: ${formatDuration(message.latencyMs)}`);
  }
  if (message.usage) {
    const { inputTokens, outputTokens } = message.usage;
    line.push(`${about}${formatTokens(outputTokens)} tokens`);
    details.push(
      `Tokens: ${formatTokens(inputTokens)} input, ${formatTokens(outputTokens)} output${message.usageEstimated ? ' (estimated)' : ''}`,
    );
    if (price) {
      const cost = formatUsd(replyCost(message.usage, price));
      line.push(`${about}${cost}`);
      details.push(
        `Estimated cost ${cost}, at the prices of ${price.takenOn}: ${formatRate(price.input)} input and ${formatRate(price.output)} output per million tokens`,
      );
    }
  }
  if (message.stopped) details.push('Stopped before the end: the figures cover what had arrived.');
  return { line, details };
}
