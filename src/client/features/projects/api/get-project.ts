import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';
import type { Project } from '#shared/api/projects';

export function getProject(id: number): Promise<Project> {
  return getJson<Project>(`/api/projects/${id}`);
}

export const projectQueryOptions = (id: number) =>
  queryOptions({ queryKey: queryKeys.project(id), queryFn: () => getProject(id) });

/** One project with its name, description and instructions. */
export function useProject(id: number) {
  return useQuery(projectQueryOptions(id));
}
