import { z } from 'zod';

/**
 * What `GET /api/health` (the process answers) and `GET /api/health/ready` (and its database does)
 * say when all is well. A readiness check that fails answers 503 with the error code
 * `database_unavailable` instead, as every error does.
 */
export const healthResponse = z.object({ status: z.literal('ok') });
