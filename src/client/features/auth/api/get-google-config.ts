import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { getJson } from '#client/lib/api-client';
import type { googleConfigResponse } from '#shared/api/auth';

type GoogleConfig = z.infer<typeof googleConfigResponse>;

/**
 * The Google client id, or null: a failed call or a missing id means Google is not configured
 * (docs/behaviour.md, Login).
 */
export async function getGoogleClientId(): Promise<string | null> {
  try {
    const config = await getJson<GoogleConfig>('/api/auth/google-config');
    return config.clientId || null;
  } catch {
    return null;
  }
}

export const googleConfigQueryOptions = () =>
  queryOptions({ queryKey: ['auth', 'google-config'] as const, queryFn: getGoogleClientId });

export function useGoogleClientId() {
  return useQuery(googleConfigQueryOptions());
}
