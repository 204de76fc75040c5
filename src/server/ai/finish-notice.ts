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
  job: Pick<ReplyJobRow, 'maxTokens'>,
  connection: Pick<Connection, 'label'>,
): string | null {
  const ending =
    finishReason === 'length'
      ? `Cut off: the reply reached its limit of ${job.maxTokens} tokens. Continue it for the rest, or raise Max tokens and regenerate it.`
      : finishReason === 'content-filter'
        ? `${connection.label} stopped this reply with its content filter: it may be incomplete.`
        : null;
  return [notice, ending].filter(Boolean).join(' ') || null;
}
