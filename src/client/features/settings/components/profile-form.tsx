import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormField } from '#client/components/form-field';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { useUpdateUser } from '#client/features/settings/api/update-user';
import { toast } from '#client/hooks/use-toast';
import { errorText } from '#client/lib/error-text';
import { emailField } from '#shared/api/common';
import { nameField, type PublicUser } from '#shared/api/users';

/** As the server compares addresses: trimmed and lower-cased. */
const isNewEmail = (user: PublicUser, email: string) => email.trim().toLowerCase() !== user.email;

/** The server wants the current password to move an account that has one to another address. */
function profileSchema(user: PublicUser) {
  return z
    .object({ name: nameField, email: emailField, currentPassword: z.string() })
    .refine((values) => !user.hasPassword || !isNewEmail(user, values.email) || values.currentPassword !== '', {
      path: ['currentPassword'],
      message: 'Current password is required',
    });
}

/** The Profile tab (docs/behaviour.md, Settings): name and e-mail, "Save Changes". */
export function ProfileForm({ user }: { user: PublicUser }) {
  const form = useForm({
    resolver: zodResolver(profileSchema(user)),
    defaultValues: { name: user.name, email: user.email, currentPassword: '' },
  });
  const updateUser = useUpdateUser();
  const { errors } = form.formState;
  const asksPassword = user.hasPassword && isNewEmail(user, form.watch('email'));

  const submit = form.handleSubmit(async ({ currentPassword, ...values }) => {
    try {
      const body = asksPassword ? { ...values, currentPassword } : values;
      const updated = await updateUser.mutateAsync({ id: user.id, body });
      form.reset({ name: updated.name, email: updated.email, currentPassword: '' });
      toast({ title: 'Profile updated', description: 'Your profile has been updated successfully.' });
    } catch (error) {
      toast({
        title: 'Update failed',
        description: errorText(error, 'server', 'Failed to update profile'),
        variant: 'destructive',
      });
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile</CardTitle>
        <CardDescription>Your name and the e-mail address of your account.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <FormField
            id="profile-name"
            label="Name"
            autoComplete="name"
            error={errors.name?.message}
            {...form.register('name')}
          />
          <FormField
            id="profile-email"
            label="Email"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...form.register('email')}
          />
          {asksPassword && (
            <FormField
              id="profile-current-password"
              label="Current password"
              type="password"
              autoComplete="current-password"
              hint="Needed to change the e-mail address you sign in with"
              error={errors.currentPassword?.message}
              {...form.register('currentPassword')}
            />
          )}
          <Button type="submit" className="justify-self-start" disabled={updateUser.isPending}>
            {updateUser.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
