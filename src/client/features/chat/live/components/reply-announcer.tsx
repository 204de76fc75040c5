import { useEffect, useRef, useState } from 'react';
import type { LiveReplyState } from '#client/features/chat/live/utils/live-replies';
import { type ReplyPhases, replyAnnouncement, replyPhases } from '#client/features/chat/live/utils/reply-announcement';
import { useConnections } from '#client/features/chat/providers/hooks/use-connections';
import { connectionInfo } from '#client/features/chat/providers/utils/connections';

/**
 * A polite, visually hidden live region saying "OpenAI is replying" and "Claude replied"; with Blind
 * on (decision 044), "A model is replying", naming none.
 */
export function ReplyAnnouncer({ replies, blind = false }: { replies: readonly LiveReplyState[]; blind?: boolean }) {
  const previous = useRef<ReplyPhases | null>(null);
  const [said, setSaid] = useState({ id: 0, text: '' });
  const connections = useConnections();

  useEffect(() => {
    const phases = replyPhases(replies);
    const nameOf = (provider: string) => (blind ? 'A model' : connectionInfo(connections, provider).label);
    const text = previous.current ? replyAnnouncement(previous.current, phases, nameOf) : '';
    previous.current = phases;
    if (text !== '') setSaid((current) => ({ id: current.id + 1, text }));
    // The catalogue arriving changes no phase, so says nothing.
  }, [replies, connections, blind]);

  return (
    <div aria-live="polite" aria-atomic="true" className="sr-only">
      {/* A new node each time, so that the same words said again are read again. */}
      <span key={said.id}>{said.text}</span>
    </div>
  );
}
