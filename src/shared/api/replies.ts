import { z } from 'zod';
import { connectionId } from '#shared/api/common';
import { SIDES } from '#shared/sides';

/**
 * `POST /api/messages/{id}/stop`, `id` being the user message of the turn: stops its replies still
 * pending or streaming: one side's when `side` is given, one connection's when `provider` is (both
 * sides' when a pair shares it), its fuse's (decision 054) when `fused` is, else every one of them.
 */
export const stopBody = z
  .strictObject({
    provider: connectionId.optional(),
    side: z.enum(SIDES).optional(),
    fused: z.literal(true).optional(),
  })
  .refine((body) => [body.provider, body.side, body.fused].filter(Boolean).length <= 1, {
    message: 'Send at most one of provider, side and fused',
    path: ['side'],
  });
export type StopBody = z.infer<typeof stopBody>;

/** How many replies were stopped: 0 when none was pending or streaming. */
export const stopResponse = z.object({ stopped: z.number().int().nonnegative() });
export type StopResponse = z.infer<typeof stopResponse>;
