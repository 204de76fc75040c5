import { useParams } from 'wouter';
import { ProjectScreen } from '#client/app/project/project-screen';
import { ProjectNotFound } from '#client/features/projects/components/project-page/project-not-found';

/** /projects/{id}: an id that is not a positive whole number is not found, without asking the server. */
export default function ProjectRoute() {
  const { id } = useParams<{ id: string }>();
  const projectId = /^\d+$/.test(id) ? Number(id) : 0;
  if (!Number.isSafeInteger(projectId) || projectId < 1) return <ProjectNotFound />;
  return <ProjectScreen key={projectId} projectId={projectId} />;
}
