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

/** The mark of whoever wrote a reply: its connection's kind. */
export function ProviderAvatar({ sender, className }: { sender: string; className?: string }) {
  const connection = useConnection(sender);
  return <KindAvatar kind={sender === 'user' ? null : connection.kind} sender={sender} className={className} />;
}
