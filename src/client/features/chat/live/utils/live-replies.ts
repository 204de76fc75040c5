import { offBranchShown } from '#client/features/chat/history/utils/branches';
import type { LiveEventData, LiveReply } from '#shared/api/live';
import type { Message } from '#shared/api/messages';
import { SIDES } from '#shared/sides';

/**
 * A reply in progress (its whole text so far); once its message is stored, that message's id.
 * `after`: the newest message id known when it was first heard of; its stored message comes after.
 */
export type LiveReplyState = Omit<LiveReply, 'offset'> & { storedId?: number; after?: number };

/** Replies in progress by job id. */
export type LiveReplies = ReadonlyMap<number, LiveReplyState>;

/** The contract's one rule for text in progress: a resent piece is harmless, offset 0 starts again. */
export function applyText(current: string, offset: number, text: string): string {
  return current.slice(0, offset) + text;
}

function placed(
  known: LiveReplyState | undefined,
  { offset, text, ...reply }: LiveReply,
  after: number | undefined,
): LiveReplyState {
  // A stored reply is final: a late or stale announcement of its job changes nothing.
  if (known?.storedId !== undefined) return known;
  const since = known ? known.after : after;
  return { ...reply, text: applyText(known?.text ?? '', offset, text), ...(since !== undefined && { after: since }) };
}

/** A provider was asked, or asked again (a retried call starts its text again). */
export function upsertReply(replies: LiveReplies, reply: LiveReply, after?: number): LiveReplies {
  return new Map(replies).set(reply.jobId, placed(replies.get(reply.jobId), reply, after));
}

/** Replies removed with the messages they answered (an edit): they will never be stored. */
export function withoutJobs(replies: LiveReplies, jobIds: readonly number[]): LiveReplies {
  if (!jobIds.some((jobId) => replies.has(jobId))) return replies;
  return new Map([...replies].filter(([jobId]) => !jobIds.includes(jobId)));
}

export function applyDelta(replies: LiveReplies, delta: LiveEventData<'delta'>): LiveReplies {
  const known = replies.get(delta.jobId);
  // A delta of an unknown job cannot be placed (no provider); the next snapshot brings it whole.
  if (!known || known.storedId !== undefined) return replies;
  return new Map(replies).set(delta.jobId, { ...known, text: applyText(known.text, delta.offset, delta.text) });
}

/** The reply is stored: it stays (hidden) until its message is on screen, so nothing blinks out between. */
export function markStored(replies: LiveReplies, jobId: number, messageId: number): LiveReplies {
  const known = replies.get(jobId);
  if (!known) return replies;
  return new Map(replies).set(jobId, { ...known, storedId: messageId });
}

/** A snapshot lists every reply still in progress; any other is finished (its message came with it). */
export function fromSnapshot(replies: LiveReplies, inProgress: readonly LiveReply[], after?: number): LiveReplies {
  return new Map(inProgress.map((reply) => [reply.jobId, placed(replies.get(reply.jobId), reply, after)]));
}

// A fuse (no side, decision 054) after both sides.
const rank = (reply: LiveReplyState) => (reply.side === null ? SIDES.length : SIDES.indexOf(reply.side));

/**
 * The replies to draw as in progress, side a's then side b's, then a fuse's: not one whose stored message is
 * already listed, whether `done` said so or a refetch overtook it (its text begins the same). An
 * earlier version of the reply (a regenerate's) is older than the reply and never counts. Nor one
 * that answers a question off the branch shown (decision 055): it goes on, or is stored, out of view.
 */
export function visibleReplies(replies: readonly LiveReplyState[], messages: readonly Message[]): LiveReplyState[] {
  const listed = new Set(messages.map((message) => message.id));
  const off = offBranchShown(messages);
  const superseded = (reply: LiveReplyState) =>
    reply.text !== '' &&
    messages.some(
      (message) =>
        message.sender !== 'user' &&
        message.side === reply.side &&
        message.id > Math.max(reply.userMessageId, reply.after ?? 0) &&
        message.content.startsWith(reply.text),
    );
  return replies
    .filter(
      (reply) =>
        !(reply.storedId !== undefined && listed.has(reply.storedId)) &&
        !off(reply.userMessageId) &&
        !superseded(reply),
    )
    .sort((a, b) => rank(a) - rank(b) || a.jobId - b.jobId);
}
