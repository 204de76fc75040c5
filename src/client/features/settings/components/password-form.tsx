import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormField } from '#client/components/form-field';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { useChangePassword } from '#client/features/settings/api/change-password';
import { passwordFormSchema } from '#client/features/settings/utils/password-schema';
import { toast } from '#client/hooks/use-toast';
import { errorText } from '#client/lib/error-text';
import type { PublicUser } from '#shared/api/users';

const emptyForm = { currentPassword: '', newPassword: '', confirmPassword: '' };
const CHANGE = { idle: 'Change Password', pending: 'Changing...' };
const SET = { idle: 'Set Password', pending: 'Setting...' };

/**
 * The Password tab (docs/behaviour.md, Settings). An account made with Google (or a test login) has
 * no password yet: it may set one without a current password.
 */
export function PasswordForm({ user }: { user: PublicUser }) {
  const { hasPassword } = user;
  const form = useForm({ resolver: zodResolver(passwordFormSchema(hasPassword)), defaultValues: emptyForm });
  const changePassword = useChangePassword();
  const { errors } = form.formState;
  const pending = changePassword.isPending;
  const submitText = hasPassword ? CHANGE : SET;

  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await changePassword.mutateAsync({
        id: user.id,
        body: { currentPassword: hasPassword ? currentPassword : '', newPassword },
      });
      form.reset(emptyForm);
      toast({ title: 'Password changed', description: 'Your password has been updated successfully.' });
    } catch (error) {
      toast({
        title: 'Password change failed',
        description: errorText(error, 'server', 'Failed to change password'),
        variant: 'destructive',
      });
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Password</CardTitle>
        <CardDescription>
          {hasPassword
            ? 'Change the password you sign in with. Your other devices will be signed out.'
            : 'Your account has no password yet. Set one to also sign in with your e-mail address and a password.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          {/* Lets password managers tie the new password to the account. */}
          <input type="email" name="username" value={user.email} autoComplete="username" readOnly hidden />
          {hasPassword && (
            <FormField
              id="current-password"
              label="Current password"
              type="password"
              autoComplete="current-password"
              error={errors.currentPassword?.message}
              {...form.register('currentPassword')}
            />
          )}
          <FormField
            id="new-password"
            label="New password"
            type="password"
            autoComplete="new-password"
            hint="Password must be at least 8 characters long"
            error={errors.newPassword?.message}
            {...form.register('newPassword')}
          />
          <FormField
            id="confirm-password"
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...form.register('confirmPassword')}
          />
          <Button type="submit" className="justify-self-start" disabled={pending}>
            {pending ? submitText.pending : submitText.idle}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
