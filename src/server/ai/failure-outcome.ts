import { type Connection, settingNames } from '#server/ai/connections/connection';
import { failureMessage } from '#server/ai/failure-message';
import type { ProviderFailure } from '#server/ai/provider-failure';
import type { ChatTurn } from '#server/ai/providers/chat-provider';
import type { ReplyOutcome } from '#server/db/queries/reply-outcome';
import type { ReplyJobRow } from '#server/db/schema/reply-jobs';

/** The reply stored for a provider call that failed: the person's message for it, and the cause for the operator. */
export function failureOutcome(
  job: Pick<ReplyJobRow, 'model'>,
  connection: Pick<Connection, 'id' | 'label' | 'builtIn'>,
  failure: ProviderFailure,
  latencyMs: number | null,
  messages: ChatTurn[],
): ReplyOutcome {
  const files = sentFileNames(messages);
  // A refusal that reads like a file's, with no file sent, is a plain rejected request.
  const kind = failure.kind === 'file_rejected' && files.length === 0 ? 'rejected' : failure.kind;
  const subject = { label: connection.label, model: job.model, files, ...settingNames(connection) };
  return {
    content: failureMessage(kind, { ...subject, suggestion: failure.suggestion }, failure.message),
    error: true,
    model: job.model,
    inputTokens: null,
    outputTokens: null,
    latencyMs,
    failure: `${failure.kind}: ${failure.message}`.slice(0, 1000),
  };
}

/**
 * The files a refused request is likely refused for: those of the message being answered, else all
 * it sent (the provider's error rarely says which one).
 */
function sentFileNames(messages: ChatTurn[]): string[] {
  const names = (turn: ChatTurn | undefined) =>
    (turn?.files ?? []).flatMap((file) => (file.type === 'note' ? [] : [file.name]));
  const latest = names(messages.at(-1));
  return latest.length > 0 ? latest : messages.flatMap(names);
}

/** A job whose connection is no longer configured (taken out of CONNECTIONS_FILE since it was queued). */
export function removedConnectionOutcome(job: Pick<ReplyJobRow, 'provider' | 'model'>): ReplyOutcome {
  return {
    content: `The connection "${job.provider}" is no longer configured on this server, so ${job.model} could not answer. Choose another model and send your message again.`,
    error: true,
    model: job.model,
    inputTokens: null,
    outputTokens: null,
    latencyMs: null,
    failure: `removed: no connection "${job.provider}"`,
  };
}
