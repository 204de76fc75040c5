import { useMutation } from '@tanstack/react-query';
import { toast } from '#client/hooks/use-toast';
import { sendJson } from '#client/lib/api-client';
import { errorText } from '#client/lib/error-text';
import type { ContinueResponse } from '#shared/api/versions';

export interface ContinueReplyInput {
  replyId: number;
  conversationId: number;
}

export function continueReply({ replyId }: ContinueReplyInput): Promise<ContinueResponse> {
  return sendJson<ContinueResponse>('POST', `/api/messages/${replyId}/continue`);
}

/** Its reply is awaited as a regenerate's is (use-replies-asked.ts). */
export const continueReplyKey = ['continue-reply'] as const;

/**
 * POST /api/messages/{id}/continue: the side of a reply its max tokens cut off goes on where it
 * stopped (docs/decisions/043-continue.md). The new version streams in from the cut-off text, as a
 * regenerate's does, and is the one shown once stored.
 */
export function useContinueReply() {
  return useMutation({
    mutationKey: continueReplyKey,
    mutationFn: continueReply,
    onError: (error) =>
      toast({
        title: 'Failed to continue the reply',
        description: errorText(error, 'server-or-body', 'Failed to continue the reply'),
        variant: 'destructive',
      }),
  });
}
