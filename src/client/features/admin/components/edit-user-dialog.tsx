import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { DialogFormFooter } from '#client/components/dialog-form-footer';
import { FormField } from '#client/components/form-field';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#client/components/ui/dialog';
import { type UpdateAdminUserBody, useUpdateAdminUser } from '#client/features/admin/api/update-admin-user';
import { AdminSwitchField } from '#client/features/admin/components/admin-switch-field';
import { FormAlert } from '#client/features/admin/components/form-alert';
import { PasswordResetLink } from '#client/features/admin/components/password-reset-link';
import { conflictField } from '#client/features/admin/utils/conflict-field';
import { toast } from '#client/hooks/use-toast';
import { useAuthConfig } from '#client/lib/auth-config';
import { errorText, FALLBACK_TEXTS } from '#client/lib/error-text';
import { type AdminUser, createAdminUserBody } from '#shared/api/admin-users';

const editUserForm = createAdminUserBody.pick({ name: true, email: true }).extend({ isAdmin: z.boolean() });

interface EditUserDialogProps {
  /** The user being edited; the dialog is open while there is one. Render with `key={user.id}`. */
  user: AdminUser;
  isSelf: boolean;
  onClose(): void;
}

/**
 * Changes a user's name, e-mail and role; the server refuses what would lock admins out. Also makes
 * a password reset link for the user.
 */
export function EditUserDialog({ user, isSelf, onClose }: EditUserDialogProps) {
  const form = useForm({
    resolver: zodResolver(editUserForm),
    defaultValues: { name: user.name, email: user.email, isAdmin: user.isAdmin },
  });
  const updateUser = useUpdateAdminUser();
  // Not for the built-in admin (its owner changes the password in Settings), nor where no one signs
  // in with a password; left out until the server has said.
  const passwordLogin = useAuthConfig().data?.password === true;
  const { errors } = form.formState;
  const roleLock = user.isProtected
    ? 'The built-in administrator account always stays an administrator.'
    : isSelf
      ? 'You cannot remove your own admin rights.'
      : undefined;

  const submit = form.handleSubmit(async (values) => {
    const changes: UpdateAdminUserBody = {};
    if (values.name !== user.name) changes.name = values.name;
    if (values.email !== user.email) changes.email = values.email;
    if (values.isAdmin !== user.isAdmin) changes.isAdmin = values.isAdmin;
    if (Object.keys(changes).length === 0) return onClose();
    try {
      const updated = await updateUser.mutateAsync({ id: user.id, ...changes });
      toast({ title: 'User updated', description: `${updated.name}'s details have been saved.` });
      onClose();
    } catch (error) {
      form.setError(conflictField(error) === 'email' ? 'email' : 'root.server', {
        message: errorText(error, 'server-or-error', FALLBACK_TEXTS.tryAgain),
      });
    }
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit User</DialogTitle>
          <DialogDescription>
            Change the details of {user.name} (username {user.username}).
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <FormAlert message={errors.root?.server?.message} />
          <FormField
            id="edit-user-name"
            label="Name"
            autoComplete="off"
            error={errors.name?.message}
            {...form.register('name')}
          />
          <FormField
            id="edit-user-email"
            label="Email"
            type="email"
            autoComplete="off"
            readOnly={user.isProtected}
            hint={user.isProtected ? 'The built-in administrator account keeps its e-mail address.' : undefined}
            error={errors.email?.message}
            {...form.register('email')}
          />
          <Controller
            control={form.control}
            name="isAdmin"
            render={({ field }) => (
              <AdminSwitchField
                id="edit-user-admin"
                checked={field.value}
                onCheckedChange={field.onChange}
                lockedReason={roleLock}
              />
            )}
          />
          {passwordLogin && !user.isProtected && <PasswordResetLink user={user} />}
          <DialogFormFooter submitLabel="Save Changes" pendingLabel="Saving user" pending={updateUser.isPending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
