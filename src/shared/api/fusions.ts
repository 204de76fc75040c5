import { z } from 'zod';
import { id } from '#shared/api/common';
import { judgeBody } from '#shared/api/judgements';

/**
 * `POST /api/messages/{id}/fuse`, `id` being a user message two models answered: the model chosen
 * (any connection's, as a judge is chosen) merges the two replies shown into one better answer
 * (docs/decisions/054-fuse.md).
 */
export const fuseBody = judgeBody;
export type FuseBody = z.infer<typeof fuseBody>;

/** The reply job asked for: its text streams on the live channel as any reply's, with no side. */
export const fuseResponse = z.object({ jobId: id, provider: z.string(), model: z.string() });
export type FuseResponse = z.infer<typeof fuseResponse>;
