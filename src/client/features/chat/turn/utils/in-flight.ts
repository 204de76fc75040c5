import type { LiveReplyState } from '#client/features/chat/live/utils/live-replies';
import type { PendingFlags } from '#client/features/chat/live/utils/pending-flags';
import { SIDES, type Side } from '#shared/sides';

export type InFlight = { kind: 'typing'; side: Side; provider: string } | { kind: 'streaming'; reply: LiveReplyState };

/** Which side an item of a turn answers for. */
// A fuse's reply (no side, decision 054) is never one of a side's items: the fallback only narrows the type.
export const sideOfInFlight = (item: InFlight): Side =>
  item.kind === 'typing' ? item.side : (item.reply.side ?? SIDES[0]);

/**
 * What is still to come, side a's then side b's: each reply being written, and one typing
 * indicator for a side that has not begun (a queued reply, or a pending flag with no reply in
 * progress, as when the live channel is not there; docs/behaviour.md, States and transitions).
 */
export function inFlightItems(replies: readonly LiveReplyState[], responding: PendingFlags): InFlight[] {
  const items: InFlight[] = [];
  for (const side of SIDES) {
    const own = replies.filter((reply) => reply.side === side).sort((a, b) => a.jobId - b.jobId);
    for (const reply of own) if (reply.text !== '') items.push({ kind: 'streaming', reply });
    const queued = own.find((reply) => reply.text === '');
    const awaited = responding[side];
    if (queued) items.push({ kind: 'typing', side, provider: queued.provider });
    else if (awaited !== undefined && own.length === 0) items.push({ kind: 'typing', side, provider: awaited });
  }
  return items;
}
