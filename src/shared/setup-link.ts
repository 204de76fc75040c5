import { z } from 'zod';
import { text } from '#shared/api/common';

/**
 * `?setup=` on the login page, passed on to sign-up: the one-time link a public server without
 * ADMIN_EMAIL prints at start, which makes its sign-up the first admin.
 */
export const SETUP_PARAM = 'setup';

export const signUpQuery = z.object({ [SETUP_PARAM]: text().trim().min(1).max(200).optional() });
