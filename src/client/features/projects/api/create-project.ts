import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';
import type { CreateProjectBody, Project } from '#shared/api/projects';

export function createProject(body: CreateProjectBody): Promise<Project> {
  return sendJson<Project>('POST', '/api/projects', body);
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    onSuccess: (project) => {
      // The project page opens next: give it the project at once instead of a spinner.
      queryClient.setQueryData(queryKeys.project(project.id), project);
      return queryClient.invalidateQueries({ queryKey: queryKeys.projects, exact: true });
    },
  });
}
