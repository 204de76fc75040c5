import { Unplug } from 'lucide-react';
import { KindMark } from '#client/components/kind-mark';
import { cn } from '#client/lib/cn';
import type { ConnectionKind } from '#shared/connection-kinds';

/** A connection's mark by its kind; an unplugged one for a connection no longer configured. */
export function ConnectionMark({ kind, className }: { kind: ConnectionKind | null; className?: string }) {
  return <KindMark kind={kind} fallback={Unplug} data-kind={kind ?? 'none'} className={cn('size-6', className)} />;
}
