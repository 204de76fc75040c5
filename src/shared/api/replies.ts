import { z } from 'zod';
import { connectionId } from '#shared/api/common';
import { SIDES } from '#shared/sides';

/**
 * `POST /api/messages/{id}/stop`, `id` being the user message of the turn: stops its replies still
 * pending or streaming: one side's when `side` is given, one connection's when `provider` is (both
 * sides' when a pair shares it), else every one of them.
 */
export const stopBody = z
  .strictObject({ provider: connectionId.optional(), side: z.enum(SIDES).optional() })
  .refine((body) => !(body.provider && body.side), {
    message: 'Send either provider or side, not both',
    path: ['side'],
  });
export type StopBody = z.infer<typeof stopBody>;

/** How many replies were stopped: 0 when none was pending or streaming. */
export const stopResponse = z.object({ stopped: z.number().int().nonnegative() });
export type StopResponse = z.infer<typeof stopResponse>;
