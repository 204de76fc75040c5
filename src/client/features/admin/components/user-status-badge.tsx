import { DotBadge } from '#client/features/admin/components/dot-badge';
import type { UserStatus } from '#client/features/admin/utils/user-status';

const dotColour: Record<UserStatus, string> = {
  Active: 'bg-emerald-500',
  Inactive: 'bg-muted-foreground/50',
  Unknown: 'bg-amber-500',
};

export function UserStatusBadge({ status }: { status: UserStatus }) {
  return <DotBadge dot={dotColour[status]}>{status}</DotBadge>;
}
