import type { Connection } from '#server/ai/connections/connection';
import type { ReplyJobRow } from '#server/db/schema/reply-jobs';
import type { FinishReason } from '#shared/finish-reasons';

/**
 * A reply's notice with what its ending means for the person (docs/decisions/041-finish-reasons.md):
 * a reply cut off by its max tokens, or stopped by its provider's filter, must not read as finished.
 */
export function withFinishNotice(
  notice: string | null,
  finishReason: FinishReason | null,
  job: Pick<ReplyJobRow, 'maxTokens'> & Partial<Pick<ReplyJobRow, 'fusedLeftId'>>,
  connection: Pick<Connection, 'label'>,
): string | null {
  // A fused answer (decision 054) is neither continued nor regenerated: it is fused again.
  const cutOff = !job.fusedLeftId
    ? `Cut off: the reply reached its limit of ${job.maxTokens} tokens. Continue it for the rest, or raise Max tokens and regenerate it.`
    : `Cut off: the fused answer reached its limit of ${job.maxTokens} tokens. Fuse again with a model that writes longer answers.`;
  const ending =
    finishReason === 'length'
      ? cutOff
      : finishReason === 'content-filter'
        ? `${connection.label} stopped this reply with its content filter: it may be incomplete.`
        : null;
  return [notice, ending].filter(Boolean).join(' ') || null;
}
