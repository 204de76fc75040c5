import type { Project } from '#shared/api/projects';

export interface MoveOption {
  /** The project to move into; null moves the conversation out of its project. */
  projectId: number | null;
  label: string;
  disabled: boolean;
}

/**
 * The "Move to project" choices (docs/behaviour.md, Sidebar): every project, then "No project". The
 * conversation's current place, its project or "No project" when it has none, is disabled.
 */
export function moveOptions(
  projects: readonly Pick<Project, 'id' | 'name'>[],
  currentProjectId: number | null,
): MoveOption[] {
  const current = currentProjectId ?? null;
  return [
    ...projects.map((project) => ({ projectId: project.id, label: project.name, disabled: project.id === current })),
    { projectId: null, label: 'No project', disabled: current === null },
  ];
}

/** The success toast's description for a move (docs/behaviour.md, Errors and their texts). */
export function movedDescription(projectId: number | null): string {
  return projectId === null
    ? 'The conversation has been moved out of its project.'
    : 'The conversation has been moved to the selected project.';
}

/** The toast's second line: the project's name, so that the person knows where to find it. */
export function movedDetail(projects: readonly Pick<Project, 'id' | 'name'>[], projectId: number | null): string {
  const name = projects.find((project) => project.id === projectId)?.name;
  return name ? `Now in ${name}` : 'Now under Conversations';
}
