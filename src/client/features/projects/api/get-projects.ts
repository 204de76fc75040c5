import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';
import type { Project } from '#shared/api/projects';

export function getProjects(): Promise<Project[]> {
  return getJson<Project[]>('/api/projects');
}

export const projectsQueryOptions = () => queryOptions({ queryKey: queryKeys.projects, queryFn: getProjects });

/** The signed-in user's projects. */
export function useProjects() {
  return useQuery(projectsQueryOptions());
}
