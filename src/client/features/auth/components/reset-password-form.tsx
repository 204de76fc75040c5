import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormField } from '#client/components/form-field';
import { Button } from '#client/components/ui/button';
import { FormError } from '#client/features/auth/components/form-error';
import { newPasswordField } from '#shared/api/users';

// The sign-up rules for the password (the server checks them again); a mismatch shows on the confirmation.
const resetPasswordForm = z
  .object({ password: newPasswordField, confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  });

interface ResetPasswordFormProps {
  pending: boolean;
  /** A refusal to show above the fields (e.g. too many attempts). */
  error: Error | null;
  onSubmit(password: string): void;
}

/** The new password, twice. */
export function ResetPasswordForm({ pending, error, onSubmit }: ResetPasswordFormProps) {
  const form = useForm({
    resolver: zodResolver(resetPasswordForm),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  return (
    <form onSubmit={form.handleSubmit(({ password }) => onSubmit(password))} noValidate className="grid gap-4">
      <FormError error={error} />
      <FormField
        id="reset-password"
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="Password must be at least 8 characters"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <FormField
        id="reset-password-confirm"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? 'Setting password...' : 'Set password'}
      </Button>
    </form>
  );
}
