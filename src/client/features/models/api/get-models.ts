import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';
import type { ModelsResponse } from '#shared/api/models';

/** Every connection the server offers, OpenAI and Claude first (docs/decisions/037-connections.md). */
export function getModels(): Promise<ModelsResponse> {
  return getJson<ModelsResponse>('/api/models');
}

export const modelsQueryOptions = () => queryOptions({ queryKey: queryKeys.models, queryFn: getModels });

/** The connections, their models and setting ranges, as this server offers them. */
export function useModels() {
  return useQuery(modelsQueryOptions());
}
