import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';

export function deleteUpload(id: number): Promise<{ ok: true }> {
  return sendJson<{ ok: true }>('DELETE', `/api/uploads/${id}`);
}

/** Deletes one of the user's files; the list and the storage used are fetched again. */
export function useDeleteUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUpload,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.uploads }),
  });
}
