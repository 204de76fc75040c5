import { Spinner } from '#client/components/ui/spinner';
import { useProject } from '#client/features/projects/api/get-project';
import {
  ProjectDetails,
  type ProjectDetailsProps,
} from '#client/features/projects/components/project-page/project-details';
import { ProjectNotFound } from '#client/features/projects/components/project-page/project-not-found';

export interface ProjectPageProps extends Omit<ProjectDetailsProps, 'project'> {
  projectId: number;
}

/** docs/behaviour.md, Project page: a spinner while the project loads, "Project Not Found" if it cannot be had. */
export function ProjectPage({ projectId, ...props }: ProjectPageProps) {
  const { data: project, isPending, isError } = useProject(projectId);
  if (isPending) {
    return (
      <div className="flex min-h-dvh items-center justify-center">
        <Spinner className="size-8" label="Loading project" />
      </div>
    );
  }
  if (isError) return <ProjectNotFound />;
  return <ProjectDetails project={project} {...props} />;
}
