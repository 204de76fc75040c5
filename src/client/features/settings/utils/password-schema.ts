import { z } from 'zod';
import { newPasswordField } from '#shared/api/users';
import { PASSWORD_MIN_LENGTH } from '#shared/constants';

/**
 * The password rules (docs/behaviour.md, Validation). The current password is only asked for when
 * the account has one; a mismatch is reported on the confirmation field.
 */
export function passwordFormSchema(hasPassword: boolean) {
  return z
    .object({
      currentPassword: hasPassword ? z.string().min(1, 'Current password is required') : z.string(),
      newPassword: newPasswordField,
      confirmPassword: z.string().min(PASSWORD_MIN_LENGTH, 'Password must be at least 8 characters'),
    })
    .refine((values) => values.newPassword === values.confirmPassword, {
      path: ['confirmPassword'],
      message: 'Passwords do not match',
    });
}

export type PasswordFormValues = z.infer<ReturnType<typeof passwordFormSchema>>;
