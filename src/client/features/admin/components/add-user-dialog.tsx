import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { DialogFormFooter } from '#client/components/dialog-form-footer';
import { FormField } from '#client/components/form-field';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#client/components/ui/dialog';
import { useCreateAdminUser } from '#client/features/admin/api/create-admin-user';
import { AdminSwitchField } from '#client/features/admin/components/admin-switch-field';
import { FormAlert } from '#client/features/admin/components/form-alert';
import { conflictField } from '#client/features/admin/utils/conflict-field';
import { toast } from '#client/hooks/use-toast';
import { useAuthConfig } from '#client/lib/auth-config';
import { errorText, FALLBACK_TEXTS } from '#client/lib/error-text';
import { createAdminUserBody, usernameField } from '#shared/api/admin-users';
import { newPasswordField } from '#shared/api/users';

// The optional fields arrive as empty strings from the inputs; empty means "not given".
const addUserForm = createAdminUserBody.extend({
  username: usernameField.or(z.literal('')),
  password: newPasswordField.or(z.literal('')),
  isAdmin: z.boolean(),
});
// Without Google sign-in, a password is the only way in: the server refuses an account without one.
const addUserFormWithPassword = addUserForm.extend({ password: newPasswordField });

const emptyForm = { name: '', email: '', username: '', password: '', isAdmin: false };

interface AddUserDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * Creates an account: name and e-mail, optionally a username, a password (required when the server
 * has no Google sign-in), and the role.
 */
export function AddUserDialog({ open, onOpenChange }: AddUserDialogProps) {
  // Optional until the server says Google sign-in is off (as before it was asked): should it not
  // answer, the server still refuses an account without a password there, and its message shows.
  const passwordRequired = useAuthConfig(open).data?.google === false;
  const form = useForm({
    resolver: zodResolver(passwordRequired ? addUserFormWithPassword : addUserForm),
    defaultValues: emptyForm,
  });
  const createUser = useCreateAdminUser();
  const { errors } = form.formState;

  const close = (next: boolean) => {
    if (!next) form.reset(emptyForm);
    onOpenChange(next);
  };

  const submit = form.handleSubmit(async ({ username, password, ...values }) => {
    try {
      const user = await createUser.mutateAsync({
        ...values,
        ...(username ? { username } : {}),
        ...(password ? { password } : {}),
      });
      toast({ title: 'User created', description: `${user.name} has been added.` });
      close(false);
    } catch (error) {
      const message = errorText(error, 'server-or-error', FALLBACK_TEXTS.tryAgain);
      form.setError(conflictField(error) ?? 'root.server', { message });
    }
  });

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add User</DialogTitle>
          <DialogDescription>Create an account. The user can then sign in with this e-mail address.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <FormAlert message={errors.root?.server?.message} />
          <FormField
            id="add-user-name"
            label="Name"
            autoComplete="off"
            error={errors.name?.message}
            {...form.register('name')}
          />
          <FormField
            id="add-user-email"
            label="Email"
            type="email"
            autoComplete="off"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <FormField
            id="add-user-username"
            label="Username (optional)"
            autoComplete="off"
            hint="Made from the e-mail address when left empty."
            error={errors.username?.message}
            {...form.register('username')}
          />
          <FormField
            id="add-user-password"
            label={passwordRequired ? 'Password' : 'Password (optional)'}
            type="password"
            autoComplete="new-password"
            required={passwordRequired}
            hint={
              passwordRequired
                ? 'At least 8 characters. Required: Google sign-in is not configured on this server.'
                : 'At least 8 characters. Without one, the user signs in with Google.'
            }
            error={errors.password?.message}
            {...form.register('password')}
          />
          <Controller
            control={form.control}
            name="isAdmin"
            render={({ field }) => (
              <AdminSwitchField id="add-user-admin" checked={field.value} onCheckedChange={field.onChange} />
            )}
          />
          <DialogFormFooter submitLabel="Create User" pendingLabel="Creating user" pending={createUser.isPending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
