import { z } from 'zod';
import { providerSchema } from '#shared/api/users';

/**
 * `POST /api/messages/{id}/stop`, `id` being the user message of the turn: stops its replies still
 * pending or streaming, one provider's when `provider` is given, else every one of them.
 */
export const stopBody = z.strictObject({ provider: providerSchema.optional() });
export type StopBody = z.infer<typeof stopBody>;

/** How many replies were stopped: 0 when none was pending or streaming. */
export const stopResponse = z.object({ stopped: z.number().int().nonnegative() });
export type StopResponse = z.infer<typeof stopResponse>;
