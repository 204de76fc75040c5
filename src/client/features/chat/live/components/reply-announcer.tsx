import { useEffect, useRef, useState } from 'react';
import type { LiveReplyState } from '#client/features/chat/live/utils/live-replies';
import { type ReplyPhases, replyAnnouncement, replyPhases } from '#client/features/chat/live/utils/reply-announcement';

/** A polite, visually hidden live region saying "OpenAI is replying" and "Claude replied". */
export function ReplyAnnouncer({ replies }: { replies: readonly LiveReplyState[] }) {
  const previous = useRef<ReplyPhases | null>(null);
  const [said, setSaid] = useState({ id: 0, text: '' });

  useEffect(() => {
    const phases = replyPhases(replies);
    const text = previous.current ? replyAnnouncement(previous.current, phases) : '';
    previous.current = phases;
    if (text !== '') setSaid((current) => ({ id: current.id + 1, text }));
  }, [replies]);

  return (
    <div aria-live="polite" aria-atomic="true" className="sr-only">
      {/* A new node each time, so that the same words said again are read again. */}
      <span key={said.id}>{said.text}</span>
    </div>
  );
}
