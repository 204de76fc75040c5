import { FolderOpen, Info } from 'lucide-react';
import { Tooltip, TooltipContent, TooltipTrigger } from '#client/components/ui/tooltip';
import type { Project } from '#shared/api/projects';

const bannerStyle =
  'flex w-full items-center gap-2 rounded-lg border bg-muted/60 px-3 py-2 text-left text-sm backdrop-blur supports-[backdrop-filter]:bg-muted/40';

/**
 * docs/behaviour.md, Main chat screen: "Project: {name}", with the project's instructions in a
 * hover tooltip when it has any.
 */
export function ProjectBanner({ project }: { project: Project }) {
  const label = (
    <>
      <FolderOpen aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
      <span className="min-w-0 truncate font-medium">Project: {project.name}</span>
    </>
  );
  const instructions = project.instructions.trim();
  if (!instructions) return <div className={bannerStyle}>{label}</div>;

  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <button type="button" className={`${bannerStyle} cursor-default`}>
          {label}
          <Info aria-hidden="true" className="ml-auto size-4 shrink-0 text-muted-foreground" />
        </button>
      </TooltipTrigger>
      <TooltipContent side="bottom" align="start" className="space-y-1 p-3">
        <p className="font-semibold">Project Instructions</p>
        <p className="line-clamp-[12] whitespace-pre-wrap">{instructions}</p>
      </TooltipContent>
    </Tooltip>
  );
}
