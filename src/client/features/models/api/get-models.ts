import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';
import type { ModelsResponse, PairCatalogue } from '#shared/api/models';
import { isProvider } from '#shared/constants';

/** What the screens take of GET /api/models: SPEC's pair, until they offer any connection. */
export interface PairModels {
  providers: PairCatalogue[];
}

export async function getModels(): Promise<PairModels> {
  const { providers } = await getJson<ModelsResponse>('/api/models');
  return { providers: providers.filter((entry): entry is PairCatalogue => isProvider(entry.id)) };
}

export const modelsQueryOptions = () => queryOptions({ queryKey: queryKeys.models, queryFn: getModels });

/** The providers, their models and setting ranges, as this server offers them. */
export function useModels() {
  return useQuery(modelsQueryOptions());
}
