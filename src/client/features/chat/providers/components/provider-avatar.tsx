import { UserRound } from 'lucide-react';
import { KindMark } from '#client/components/kind-mark';
import { useConnection } from '#client/features/chat/providers/hooks/use-connections';
import type { ConnectionKind } from '#shared/connection-kinds';

/** The round mark of a kind, the user's without one. */
export function KindAvatar({
  kind,
  sender,
  className,
}: {
  kind: ConnectionKind | null;
  sender?: string;
  className?: string;
}) {
  return (
    <KindMark kind={kind} fallback={UserRound} data-kind={kind ?? 'user'} data-sender={sender} className={className} />
  );
}

/** A blind turn's mark, naming no kind: the letter of its anonymous name ("Model A"), as a user's initials. */
export function AnonymousAvatar({ name }: { name: string }) {
  return (
    <span
      aria-hidden="true"
      data-kind="blind"
      className="flex size-8 shrink-0 items-center justify-center rounded-full bg-muted text-xs font-semibold text-muted-foreground"
    >
      {name.at(-1)}
    </span>
  );
}

/** The mark of whoever wrote a reply: its connection's kind. */
export function ProviderAvatar({ sender, className }: { sender: string; className?: string }) {
  const connection = useConnection(sender);
  return <KindAvatar kind={sender === 'user' ? null : connection.kind} sender={sender} className={className} />;
}
