import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '#client/components/ui/tooltip';
import type { AdminUser } from '#shared/api/admin-users';

interface UserRowActionsProps {
  user: AdminUser;
  isSelf: boolean;
  onEdit(user: AdminUser): void;
  onDelete(user: AdminUser): void;
}

/** Why a user cannot be deleted from here, if they cannot (docs/behaviour.md, Validation). */
function deleteBlockedReason(user: AdminUser, isSelf: boolean): string | undefined {
  if (user.isProtected) return 'The built-in administrator account cannot be deleted.';
  if (isSelf) return 'You cannot delete your own account.';
  return undefined;
}

export function UserRowActions({ user, isSelf, onEdit, onDelete }: UserRowActionsProps) {
  const blocked = deleteBlockedReason(user, isSelf);
  const reasonId = `delete-blocked-${user.id}`;
  const deleteButton = (
    <Button
      variant="ghost"
      size="icon-sm"
      aria-label={`Delete ${user.name}`}
      className="text-destructive hover:text-destructive"
      disabled={blocked !== undefined}
      aria-describedby={blocked ? reasonId : undefined}
      onClick={() => onDelete(user)}
    >
      <Trash2 />
    </Button>
  );
  return (
    <div className="flex justify-end gap-1">
      <Button variant="ghost" size="icon-sm" aria-label={`Edit ${user.name}`} onClick={() => onEdit(user)}>
        <Pencil />
      </Button>
      {blocked ? (
        <Tooltip>
          {/* A disabled button gets no pointer events, so the wrapper carries the tooltip on hover. */}
          <TooltipTrigger asChild>
            <span className="inline-flex">
              {deleteButton}
              <span id={reasonId} className="sr-only">
                {blocked}
              </span>
            </span>
          </TooltipTrigger>
          <TooltipContent>{blocked}</TooltipContent>
        </Tooltip>
      ) : (
        deleteButton
      )}
    </div>
  );
}
