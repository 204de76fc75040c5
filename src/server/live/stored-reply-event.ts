import type { MessageRow } from '#server/db/schema/messages';
import type { ReplyJobRow } from '#server/db/schema/reply-jobs';
import type { DurableEvent } from '#server/live/bus-events';
import { toMessage } from '#server/serializers';

/**
 * What listeners hear of a job's reply once it is stored: `done` with the message; or, when its
 * question is on a branch not shown (docs/decisions/055-branches.md), a change that drops the
 * text they streamed, as the reply is not in the conversation they show.
 */
export function storedReplyEvent(job: Pick<ReplyJobRow, 'id' | 'conversationId'>, message: MessageRow): DurableEvent {
  const { conversationId, id: jobId } = job;
  if (!message.onPath) return { type: 'conversation-changed', conversationId, removedJobIds: [jobId] };
  return { type: 'done', conversationId, jobId, messageId: message.id, message: toMessage(message) };
}
