import { z } from 'zod';
import { emailField, id, text, timestamp } from '#shared/api/common';
import { nameField, newPasswordField } from '#shared/api/users';
import { ADMIN_USERS_MAX_PAGE_SIZE, ADMIN_USERS_PAGE_SIZE } from '#shared/constants';

export const adminUserSchema = z.object({
  id,
  name: z.string(),
  username: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
  isProtected: z.boolean(),
  /** Null for an account that has never signed in: the list shows "Never". */
  lastActive: timestamp.nullable(),
  createdAt: timestamp,
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const roleFilterSchema = z.enum(['all', 'admin', 'user']);

export const listAdminUsersQuery = z.object({
  q: text().trim().max(200).optional(),
  role: roleFilterSchema.default('all'),
  limit: z.coerce.number().int().min(1).max(ADMIN_USERS_MAX_PAGE_SIZE).default(ADMIN_USERS_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type ListAdminUsersQuery = z.input<typeof listAdminUsersQuery>;

export const listAdminUsersResponse = z.object({
  users: z.array(adminUserSchema),
  total: z.number().int().nonnegative(),
  limit: z.number().int(),
  offset: z.number().int(),
});

export const usernameField = text()
  .trim()
  .toLowerCase()
  .min(2, 'Username must be at least 2 characters')
  .max(50, 'Username must be at most 50 characters')
  .regex(/^[a-z0-9._-]+$/, 'Use only letters, digits, dots, dashes and underscores');

export const createAdminUserBody = z.strictObject({
  name: nameField,
  email: emailField,
  username: usernameField.optional(),
  password: newPasswordField.optional(),
  isAdmin: z.boolean().default(false),
});
export type CreateAdminUserBody = z.input<typeof createAdminUserBody>;

export const updateAdminUserBody = z
  .strictObject({
    name: nameField.optional(),
    email: emailField.optional(),
    isAdmin: z.boolean().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: 'Nothing to update',
  });

/** A link that sets the user's password, shown to the admin once: only its hash is kept. */
export const passwordResetLinkResponse = z.object({ url: z.url(), expiresAt: timestamp });
export type PasswordResetLink = z.infer<typeof passwordResetLinkResponse>;
