import { useMutation } from '@tanstack/react-query';
import { sendJson } from '#client/lib/api-client';
import type { FuseBody, FuseResponse } from '#shared/api/fusions';

export interface FuseTurnInput {
  /** The user message whose two replies are fused. */
  messageId: number;
  /** The connection and model asked to fuse them. */
  fuser: FuseBody;
}

export function fuseTurn({ messageId, fuser }: FuseTurnInput): Promise<FuseResponse> {
  return sendJson<FuseResponse>('POST', `/api/messages/${messageId}/fuse`, {
    provider: fuser.provider,
    model: fuser.model,
  });
}

/**
 * POST /api/messages/{id}/fuse (docs/decisions/054-fuse.md): answered at once with the job asked;
 * the fused reply streams in on the live channel, under the pair, as any reply does.
 */
export function useFuseTurn() {
  return useMutation({ mutationFn: fuseTurn });
}
