import { ChevronRight, Folder, FolderOpen, Plus, SquareArrowOutUpRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button, buttonVariants } from '#client/components/ui/button';
import { paths } from '#client/config/paths';
import { cn } from '#client/lib/cn';
import type { Conversation } from '#shared/api/conversations';
import type { Project } from '#shared/api/projects';

interface ProjectRowProps {
  project: Project;
  conversations: readonly Conversation[];
  expanded: boolean;
  onToggle(): void;
  renderConversation(conversation: Conversation): ReactNode;
  onNewConversation(project: Project): void;
  creating: boolean;
}

/** A project that expands to its conversations and a "New Conversation" button (docs/behaviour.md, Sidebar). */
export function ProjectRow(props: ProjectRowProps) {
  const { project, conversations, expanded, onToggle, renderConversation, onNewConversation, creating } = props;
  const listId = `project-${project.id}-conversations`;
  const FolderIcon = expanded ? FolderOpen : Folder;
  return (
    <li>
      <div className="group flex items-center gap-1">
        <button
          type="button"
          onClick={onToggle}
          aria-expanded={expanded}
          aria-controls={listId}
          className="flex min-w-0 flex-1 items-center gap-2 rounded-md px-2 py-1.5 text-left text-sm transition-colors outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <ChevronRight
            aria-hidden
            className={cn('size-4 shrink-0 text-muted-foreground transition-transform', expanded && 'rotate-90')}
          />
          <FolderIcon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
          <span className="truncate">{project.name}</span>
          <span aria-hidden className="ml-auto pl-1 text-xs text-muted-foreground tabular-nums">
            {conversations.length}
          </span>
        </button>
        <Link
          href={paths.project.href(project.id)}
          aria-label={`Open project ${project.name}`}
          title="Open project"
          className={cn(buttonVariants({ variant: 'ghost', size: 'icon-sm' }), 'text-muted-foreground')}
        >
          <SquareArrowOutUpRight />
        </Link>
      </div>
      {expanded && (
        <div id={listId} className="mt-0.5 ml-4 flex flex-col gap-0.5 border-l pl-2">
          {conversations.length === 0 ? (
            <p className="px-2 py-1.5 text-sm text-muted-foreground">No conversations in this project</p>
          ) : (
            <ul className="flex flex-col gap-0.5">{conversations.map(renderConversation)}</ul>
          )}
          <Button
            variant="ghost"
            size="sm"
            className="justify-start text-muted-foreground"
            disabled={creating}
            onClick={() => onNewConversation(project)}
          >
            <Plus />
            New Conversation
          </Button>
        </div>
      )}
    </li>
  );
}
