import { useMutation } from '@tanstack/react-query';
import { toast } from '#client/hooks/use-toast';
import { sendJson } from '#client/lib/api-client';
import { errorText } from '#client/lib/error-text';
import type { ModelSettings } from '#shared/api/chat';
import type { RegenerateResponse } from '#shared/api/versions';

export interface RegenerateReplyInput {
  replyId: number;
  conversationId: number;
  /** The sidebar's settings, as a send uses them. */
  modelSettings: ModelSettings;
}

export function regenerateReply({ replyId, modelSettings }: RegenerateReplyInput): Promise<RegenerateResponse> {
  return sendJson<RegenerateResponse>('POST', `/api/messages/${replyId}/regenerate`, { modelSettings });
}

/** Its replies are awaited as a send's are (use-replies-asked.ts). */
export const regenerateReplyKey = ['regenerate-reply'] as const;

/**
 * POST /api/messages/{id}/regenerate: asks the reply's provider again. The new version streams in
 * as any reply does, and is the one shown once stored; the earlier one stays as a version.
 */
export function useRegenerateReply() {
  return useMutation({
    mutationKey: regenerateReplyKey,
    mutationFn: regenerateReply,
    onError: (error) =>
      toast({
        title: 'Failed to regenerate the reply',
        description: errorText(error, 'server-or-body', 'Failed to regenerate the reply'),
        variant: 'destructive',
      }),
  });
}
