import type { ReportedUsage } from '#server/ai/usage-estimate';
import { usageWithEstimates } from '#server/ai/usage-estimate';
import type { ReplyOutcome } from '#server/db/queries/reply-outcome';

/** The content of a reply stopped before the provider sent any text. */
export const STOPPED_BEFORE_TEXT = 'Stopped before any text arrived.';

export interface StoppedReply {
  model: string;
  /** The text that had arrived. */
  text: string;
  latencyMs: number | null;
  firstTokenMs: number | null;
  notice?: string | null;
  /** Null when no provider was called (a reply still queued, a demo one): nothing was spent. */
  usage: { reported: ReportedUsage; inputChars: number } | null;
}

/** A reply the user stopped: kept as far as it got, never an error, never tried again. */
export function stoppedOutcome(reply: StoppedReply): ReplyOutcome {
  const usage = reply.usage && usageWithEstimates(reply.usage.reported, { ...reply.usage, outputText: reply.text });
  return {
    content: reply.text.trim() === '' ? STOPPED_BEFORE_TEXT : reply.text,
    error: false,
    model: reply.model,
    inputTokens: usage?.inputTokens ?? null,
    outputTokens: usage?.outputTokens ?? null,
    usageEstimated: usage?.estimated ?? false,
    latencyMs: reply.latencyMs,
    firstTokenMs: reply.firstTokenMs,
    notice: reply.notice ?? null,
    stopped: true,
  };
}
