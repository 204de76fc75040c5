import { Badge } from '#client/components/ui/badge';
import type { UserStatus } from '#client/features/admin/utils/user-status';
import { cn } from '#client/lib/cn';

const dotColour: Record<UserStatus, string> = {
  Active: 'bg-emerald-500',
  Inactive: 'bg-muted-foreground/50',
  Unknown: 'bg-amber-500',
};

export function UserStatusBadge({ status }: { status: UserStatus }) {
  return (
    <Badge variant="outline" className="gap-1.5 font-normal">
      <span aria-hidden className={cn('size-2 rounded-full', dotColour[status])} />
      {status}
    </Badge>
  );
}
