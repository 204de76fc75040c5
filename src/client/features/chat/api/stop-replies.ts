import { useMutation } from '@tanstack/react-query';
import { sendJson } from '#client/lib/api-client';
import type { StopBody, StopResponse } from '#shared/api/replies';
import type { Side } from '#shared/sides';

export interface StopRepliesInput {
  /** The user message of the turn whose replies stop. */
  messageId: number;
  /** One side's reply, or with null the turn's fuse (decision 054); every one of the turn when left out. */
  side?: Side | null;
}

export function stopReplies({ messageId, side }: StopRepliesInput): Promise<StopResponse> {
  const body: StopBody = side === null ? { fused: true } : side ? { side } : {};
  return sendJson<StopResponse>('POST', `/api/messages/${messageId}/stop`, body);
}

/**
 * Stops replies still pending or streaming. Nothing to refresh: each stopped reply arrives as
 * stored messages do (the live channel, or the poll that its pending flag keeps running).
 */
export function useStopReplies() {
  return useMutation({ mutationFn: stopReplies });
}
