import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';

export function deleteProject(id: number): Promise<{ ok: true }> {
  return sendJson<{ ok: true }>('DELETE', `/api/projects/${id}`);
}

/**
 * Deletes a project. The server moves its conversations out of it, so the conversation list is read
 * again too (docs/behaviour.md, The API calls); the project itself is dropped from the cache rather
 * than refetched (it is gone).
 */
export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    onSuccess: async (_result, id) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.projects, exact: true }),
        queryClient.invalidateQueries({ queryKey: queryKeys.conversations, exact: true }),
      ]);
      // Last, right before the caller leaves the page: a re-render after the removal would refetch it.
      queryClient.removeQueries({ queryKey: queryKeys.project(id), exact: true });
    },
  });
}
