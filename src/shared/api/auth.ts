import { z } from 'zod';
import { emailField, text } from '#shared/api/common';
import { nameField, newPasswordField, publicUserSchema } from '#shared/api/users';
import { PASSWORD_MAX_LENGTH } from '#shared/constants';

export const googleConfigResponse = z.object({ clientId: z.string().nullable() });

export const authConfigResponse = z.object({
  google: z.boolean(),
  password: z.boolean(),
  testLogin: z.boolean(),
  /**
   * Whether a new account may be made, with a password and with Google: the way in is offered and
   * the admin's Settings allow it. A setup link's sign-up goes on whatever these say.
   */
  signUp: z.object({ password: z.boolean(), google: z.boolean() }),
});
export type AuthConfig = z.infer<typeof authConfigResponse>;

export const googleLoginBody = z.strictObject({
  token: text().trim().min(1, 'Required').max(4096),
});

export const registerBody = z.strictObject({
  name: nameField,
  email: emailField,
  password: newPasswordField,
});
export type RegisterBody = z.infer<typeof registerBody>;

export const loginBody = z.strictObject({
  email: emailField,
  password: text().min(1, 'Required').max(PASSWORD_MAX_LENGTH),
});
export type LoginBody = z.infer<typeof loginBody>;

/** The reset page's form: the token from the admin's link, and the password it sets. */
export const passwordResetBody = z.strictObject({
  token: text().trim().min(1, 'Required').max(200),
  password: newPasswordField,
});
export type PasswordResetBody = z.infer<typeof passwordResetBody>;

export const testLoginBody = z.strictObject({ email: emailField });

export const testLoginResponse = publicUserSchema.extend({
  debug: z.object({
    created: z.boolean(),
    sessionExpiresAt: z.iso.datetime(),
    authMethod: z.literal('test-login'),
  }),
});
export type TestLoginResponse = z.infer<typeof testLoginResponse>;
