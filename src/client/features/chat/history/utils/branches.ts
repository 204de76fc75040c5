import { turnOf } from '#client/features/chat/history/utils/message-pages';
import type { Message } from '#shared/api/messages';

// Branches (decision 055): every version of an edited question heads a branch of its own, and only
// the branch shown is ever listed. A listed question's `branchIds` name its versions, itself among them.

/**
 * Whether a question, not among `messages`, is off the branch they show: a version of a question
 * listed, or older than the newest question listed (the branch shown holds every question up to its
 * newest, and a question asked since is newer than them all). Replies to it go on and are stored
 * out of view (a switch ends nothing); a reply to an older turn not loaded yet comes with its page.
 */
export function offBranchShown(messages: readonly Message[]): (questionId: number) => boolean {
  const listed = new Set<number>();
  const versions = new Set<number>();
  let newest = 0;
  for (const message of messages) {
    listed.add(message.id);
    if (message.sender === 'user') newest = Math.max(newest, message.id);
    for (const version of message.branchIds ?? []) versions.add(version);
  }
  return (questionId) => !listed.has(questionId) && (versions.has(questionId) || questionId < newest);
}

/**
 * What stays cached once `incoming` is heard of: all of it, unless a question heard (on the branch
 * shown, as everything heard is) has another version cached. Then the branch shown changed there (an
 * edit), and every turn from its first version on belongs to the branch left.
 */
export function withoutBranchLeft(existing: readonly Message[], incoming: readonly Message[]): readonly Message[] {
  const edited = incoming.filter((message) => message.branchIds !== undefined);
  if (edited.length === 0) return existing;
  const cached = new Set(existing.map((message) => message.id));
  let from = Number.POSITIVE_INFINITY;
  for (const { id, branchIds = [] } of edited) {
    if (branchIds.some((version) => version !== id && cached.has(version))) from = Math.min(from, branchIds[0] ?? from);
  }
  return from === Number.POSITIVE_INFINITY ? existing : existing.filter((message) => turnOf(message) < from);
}

/** Of messages heard, those the branch shown holds: a reply to a question off it is left out. */
export function onBranchShown(existing: readonly Message[], incoming: readonly Message[]): readonly Message[] {
  const off = offBranchShown([...existing, ...incoming]);
  const shown = incoming.filter((message) => message.replyTo === null || !off(message.replyTo));
  return shown.length === incoming.length ? incoming : shown;
}
