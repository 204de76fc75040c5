import type { LiveReplyState } from '#client/features/chat/live/utils/live-replies';
import { PROVIDERS, type Provider } from '#shared/constants';

export type InFlight = { kind: 'typing'; provider: Provider } | { kind: 'streaming'; reply: LiveReplyState };

/**
 * What is still to come, OpenAI's then Claude's: each reply being written, and one typing
 * indicator for a provider that has not begun (a queued reply, or a pending flag with no reply in
 * progress, as when the live channel is not there; docs/behaviour.md, States and transitions).
 */
export function inFlightItems(replies: readonly LiveReplyState[], responding: Record<Provider, boolean>): InFlight[] {
  const items: InFlight[] = [];
  for (const provider of PROVIDERS) {
    const own = replies.filter((reply) => reply.provider === provider).sort((a, b) => a.jobId - b.jobId);
    for (const reply of own) if (reply.text !== '') items.push({ kind: 'streaming', reply });
    const queued = own.some((reply) => reply.text === '');
    if (queued || (responding[provider] && own.length === 0)) items.push({ kind: 'typing', provider });
  }
  return items;
}
