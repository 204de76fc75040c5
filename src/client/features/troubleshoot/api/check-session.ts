import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '#client/hooks/use-toast';
import { ApiError, getJson } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';
import type { PublicUser } from '#shared/api/users';

export type SessionCheck =
  | { authenticated: true; user: PublicUser }
  | { authenticated: false; status: number; message: string | undefined };

// The point is to ask the server, never a cache between it and the browser (docs/behaviour.md, The API calls).
const NO_CACHE: RequestInit = { cache: 'no-store', headers: { 'cache-control': 'no-cache', pragma: 'no-cache' } };

export const sessionQueryKey = ['troubleshoot', 'session'] as const;

/** Asks the server whether the session cookie is valid; a non-OK answer is reported, not thrown. */
export async function checkSession(): Promise<SessionCheck> {
  try {
    return { authenticated: true, user: await getJson<PublicUser>('/api/user', NO_CACHE) };
  } catch (error) {
    if (error instanceof ApiError) return { authenticated: false, status: error.status, message: error.serverMessage };
    throw error;
  }
}

/** Keeps the app's cached user in line with what the server just said; only a 401 means "no session". */
function syncCurrentUser(queryClient: QueryClient, result: SessionCheck) {
  if (result.authenticated) queryClient.setQueryData(queryKeys.currentUser, result.user);
  else if (result.status === 401) queryClient.setQueryData(queryKeys.currentUser, null);
}

/** The "Current Session" card: checked quietly when the page opens and on "Refresh Session Info". */
export function useSessionInfo() {
  const queryClient = useQueryClient();
  return useQuery(
    queryOptions({
      queryKey: sessionQueryKey,
      queryFn: async () => {
        const result = await checkSession();
        syncCurrentUser(queryClient, result);
        return result;
      },
    }),
  );
}

/** "Check Session", with its toasts (docs/behaviour.md, Errors and their texts). */
export function useCheckSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkSession,
    onSuccess: (result) => {
      queryClient.setQueryData(sessionQueryKey, result);
      syncCurrentUser(queryClient, result);
      if (result.authenticated) {
        toast({ title: 'Session verified', description: 'Your session is active' });
        return;
      }
      toast({
        title: 'Session check failed',
        description: `Error ${result.status}: ${result.message || 'Unknown error'}`,
        variant: 'destructive',
      });
    },
    onError: (error) => toast({ title: 'Session check error', description: error.message, variant: 'destructive' }),
  });
}
