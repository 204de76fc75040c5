import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mergeHeard } from '#client/features/chat/history/utils/merge-messages';
import { chooseVersion } from '#client/features/chat/message/utils/reply-versions';
import { toast } from '#client/hooks/use-toast';
import { sendJson } from '#client/lib/api-client';
import { errorText } from '#client/lib/error-text';
import { queryKeys } from '#client/lib/query-keys';
import type { Message } from '#shared/api/messages';

export interface SetActiveVersionInput {
  conversationId: number;
  /** The version to show. */
  versionId: number;
  /** Every version of the reply, as listed: the choice shows at once. */
  versions: readonly Message[];
}

export function setActiveVersion({ versionId }: SetActiveVersionInput): Promise<{ ok: true }> {
  return sendJson<{ ok: true }>('PUT', `/api/messages/${versionId}/active`);
}

/**
 * PUT /api/messages/{id}/active: the version shown, and the one its provider sees in later turns.
 * Shown before the server answers; a refusal reads the conversation again.
 */
export function useSetActiveVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    // One at a time, in order: quick clicks through the versions end on the last one chosen.
    scope: { id: 'reply-versions' },
    mutationFn: setActiveVersion,
    onMutate: ({ conversationId, versionId, versions }) => {
      queryClient.setQueryData<Message[]>(
        queryKeys.messages(conversationId),
        (current) => current && mergeHeard(current, chooseVersion(versions, versionId)),
      );
    },
    onError: (error, { conversationId }) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.messages(conversationId) });
      toast({
        title: 'Failed to show that version',
        description: errorText(error, 'server-or-body', 'Failed to show that version'),
        variant: 'destructive',
      });
    },
  });
}
