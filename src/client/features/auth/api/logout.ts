import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '#client/hooks/use-toast';
import { apiRequest } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';

export async function logout(): Promise<void> {
  await apiRequest('POST', '/api/auth/logout');
}

/** Ends the session; the cached user is cleared so that guarded routes send the browser to /login. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      queryClient.setQueryData(queryKeys.currentUser, null);
      toast({ title: 'Logged out', description: 'You have been logged out successfully' });
    },
    onError: (error) => toast({ title: 'Logout failed', description: error.message, variant: 'destructive' }),
  });
}
