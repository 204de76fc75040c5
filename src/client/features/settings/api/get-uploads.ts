import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';
import type { UploadList } from '#shared/api/uploads';

export function getUploads(): Promise<UploadList> {
  return getJson<UploadList>('/api/uploads');
}

export const uploadsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.uploads,
    queryFn: getUploads,
    // Files arrive from the composer (and other tabs): opening the list again shows them.
    staleTime: 0,
  });

/** The user's uploaded files, newest first, and their storage used and allowed. */
export function useUploads() {
  return useQuery(uploadsQueryOptions());
}
