import { z } from 'zod';
import { emailField, id, timestamp } from '#shared/api/common';
import {
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PROVIDERS,
} from '#shared/constants';

export const providerSchema = z.enum(PROVIDERS);

export const nameField = z
  .string({ error: 'Name must be at least 2 characters' })
  .trim()
  .min(NAME_MIN_LENGTH, 'Name must be at least 2 characters')
  .max(NAME_MAX_LENGTH, 'Name must be at most 100 characters');

export const newPasswordField = z
  .string({ error: 'Password must be at least 8 characters' })
  .min(PASSWORD_MIN_LENGTH, 'Password must be at least 8 characters')
  .max(PASSWORD_MAX_LENGTH, 'Password must be at most 128 characters');

/** What the API ever says about a user: never a password hash or a session token. */
export const publicUserSchema = z.object({
  id,
  username: z.string(),
  email: z.string(),
  name: z.string(),
  isAdmin: z.boolean(),
  defaultModel: providerSchema,
  hasPassword: z.boolean(),
  hasGoogle: z.boolean(),
  createdAt: timestamp,
  lastActive: timestamp,
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const updateUserBody = z
  .strictObject({
    name: nameField.optional(),
    email: emailField.optional(),
    defaultModel: providerSchema.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: 'Nothing to update',
  });
export type UpdateUserBody = z.infer<typeof updateUserBody>;

export const changePasswordBody = z.strictObject({
  // Empty for an account that has no password yet (signed up with Google).
  currentPassword: z.string().max(PASSWORD_MAX_LENGTH).default(''),
  newPassword: newPasswordField,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;
