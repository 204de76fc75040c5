import { ConfirmDialog } from '#client/components/confirm-dialog';
import { useDeleteAdminUser } from '#client/features/admin/api/delete-admin-user';
import { toast } from '#client/hooks/use-toast';
import { errorText, FALLBACK_TEXTS } from '#client/lib/error-text';
import type { AdminUser } from '#shared/api/admin-users';

interface DeleteUserDialogProps {
  /** The user chosen for deletion; the dialog is open while there is one. */
  user: AdminUser | null;
  onClose(): void;
}

/**
 * docs/behaviour.md, States and transitions: confirm, then delete; success closes the dialog and
 * the list refreshes.
 */
export function DeleteUserDialog({ user, onClose }: DeleteUserDialogProps) {
  const deleteUser = useDeleteAdminUser();

  const confirm = () => {
    if (!user) return;
    deleteUser.mutate(user.id, {
      onSuccess: () => {
        toast({ title: 'User deleted', description: 'The user has been successfully deleted.' });
        onClose();
      },
      onError: (error) =>
        toast({
          title: 'Failed to delete user',
          description: errorText(error, 'server-or-error', FALLBACK_TEXTS.tryAgain),
          variant: 'destructive',
        }),
    });
  };

  return (
    <ConfirmDialog
      open={user !== null}
      title="Confirm Delete User"
      description="Are you sure you want to delete this user? This action cannot be undone."
      confirmLabel="Delete User"
      pending={deleteUser.isPending}
      pendingLabel="Deleting user"
      onConfirm={confirm}
      onCancel={onClose}
    >
      {user && (
        <div className="grid gap-0.5 rounded-md border bg-muted/40 px-4 py-3 text-sm">
          <p className="font-medium break-words">{user.name}</p>
          <p className="break-all text-muted-foreground">{user.email}</p>
        </div>
      )}
    </ConfirmDialog>
  );
}
