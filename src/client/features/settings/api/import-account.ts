import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postFile } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';
import type { ImportResult } from '#shared/api/exports';

export interface ImportAccountInput {
  file: File;
  /** The share of the file sent so far, from 0 to 1; the server then imports it. */
  onProgress?(fraction: number): void;
}

/** POST /api/user/import: the export file as it is, as JSON; the server makes new projects and conversations of it. */
export function importAccount({ file, onProgress }: ImportAccountInput): Promise<ImportResult> {
  return postFile<ImportResult>('/api/user/import', file, 'application/json', { onProgress });
}

/** Imports an export file; the sidebar's conversations and projects are read again. */
export function useImportAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importAccount,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.conversations, exact: true }),
        queryClient.invalidateQueries({ queryKey: queryKeys.projects }),
      ]),
  });
}
