import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { paths } from '#client/config/paths';
import { useDiscardIfEmpty } from '#client/features/conversations/api/discard-conversation';
import { toast } from '#client/hooks/use-toast';
import { sendJson } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';
import { useChatSelection } from '#client/stores/chat-selection';

export function logout(): Promise<{ ok: true }> {
  return sendJson<{ ok: true }>('POST', '/api/auth/logout');
}

/** POST /api/auth/logout: clears the cached user (docs/behaviour.md, States and transitions) and goes to /login. */
export function useLogout() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const { conversationId, setProjectId } = useChatSelection();
  const discardIfEmpty = useDiscardIfEmpty();
  return useMutation({
    // Signing out leaves the conversation shown: an empty one goes while the session still lets it (decision 049).
    mutationFn: async () => {
      if (conversationId !== null) await discardIfEmpty(conversationId);
      return logout();
    },
    onSuccess: () => {
      queryClient.setQueryData(queryKeys.currentUser, null);
      toast({ title: 'Logged out', description: 'You have been logged out successfully' });
      navigate(paths.login.href());
      // Once the chat screen has unmounted, forget this account's data, so that whoever signs in
      // next in this tab never sees it (dropping queries still in use would only refetch them).
      setTimeout(() => {
        setProjectId(null);
        queryClient.removeQueries({
          type: 'inactive',
          predicate: (query) => query.queryKey[0] !== queryKeys.currentUser[0],
        });
      }, 0);
    },
    onError: (error) => toast({ title: 'Logout failed', description: error.message, variant: 'destructive' }),
  });
}
