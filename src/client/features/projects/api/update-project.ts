import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';
import type { Project, UpdateProjectBody } from '#shared/api/projects';

export function updateProject(id: number, body: UpdateProjectBody): Promise<Project> {
  return sendJson<Project>('PATCH', `/api/projects/${id}`, body);
}

/** Saves the project page's edits; the page and the sidebar's list then show the new values. */
export function useUpdateProject(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProjectBody) => updateProject(id, body),
    onSuccess: (project) => {
      queryClient.setQueryData(queryKeys.project(project.id), project);
      return queryClient.invalidateQueries({ queryKey: queryKeys.projects, exact: true });
    },
  });
}
