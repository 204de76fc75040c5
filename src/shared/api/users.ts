import { z } from 'zod';
import { emailField, id, text, timestamp } from '#shared/api/common';
import {
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PROVIDERS,
} from '#shared/constants';

export const providerSchema = z.enum(PROVIDERS);

export const nameField = text({ error: 'Name must be at least 2 characters' })
  .trim()
  .min(NAME_MIN_LENGTH, 'Name must be at least 2 characters')
  .max(NAME_MAX_LENGTH, 'Name must be at most 100 characters');

export const newPasswordField = text({ error: 'Password must be at least 8 characters' })
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
  /** Preferences' "Both": new conversations ask both providers (defaultModel still names one, for other clients). */
  askBoth: z.boolean(),
  /** The chat's "Blind" switch: two-sided turns hide who answered until voted on (decision 044). */
  blind: z.boolean(),
  hasPassword: z.boolean(),
  hasGoogle: z.boolean(),
  createdAt: timestamp,
  /** Null for an account that has never signed in. */
  lastActive: timestamp.nullable(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

const currentPasswordField = text().max(PASSWORD_MAX_LENGTH);

export const updateUserBody = z
  .strictObject({
    name: nameField.optional(),
    email: emailField.optional(),
    defaultModel: providerSchema.optional(),
    askBoth: z.boolean().optional(),
    blind: z.boolean().optional(),
    // Needed only to change the e-mail address of an account that has a password.
    currentPassword: currentPasswordField.optional(),
  })
  .refine(({ currentPassword: _, ...changes }) => Object.values(changes).some((value) => value !== undefined), {
    error: 'Nothing to update',
  });
export type UpdateUserBody = z.infer<typeof updateUserBody>;

export const changePasswordBody = z.strictObject({
  // Empty for an account that has no password yet (signed up with Google).
  currentPassword: currentPasswordField.default(''),
  newPassword: newPasswordField,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;
