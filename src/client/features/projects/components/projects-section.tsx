import { Plus } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { HelpBubble } from '#client/components/help-bubble';
import { Button } from '#client/components/ui/button';
import { Spinner } from '#client/components/ui/spinner';
import { ProjectRow } from '#client/features/projects/components/project-row';
import { useOpenedOnce } from '#client/hooks/use-opened-once';
import type { Conversation } from '#shared/api/conversations';
import type { Project } from '#shared/api/projects';

// Loaded as it is first opened: the chat screen's first load does without its form (decision 006).
const AddProjectDialog = lazy(() =>
  import('#client/features/projects/components/add-project-dialog').then((module) => ({
    default: module.AddProjectDialog,
  })),
);

interface ProjectsSectionProps {
  projects: readonly Project[] | undefined;
  isLoading: boolean;
  isError: boolean;
  /** Every conversation; each project row lists its own. */
  conversations: readonly Conversation[];
  renderConversation(conversation: Conversation): ReactNode;
  onNewConversation(project: Project): void;
  /** The project a conversation is being created in, if any. */
  creatingInProjectId: number | null;
  /** The project of the open conversation: expanded, so that the conversation stays in sight. */
  openProjectId?: number | null;
}

/** The sidebar's Projects, with the Add Project dialog (docs/behaviour.md, Sidebar). */
export function ProjectsSection(props: ProjectsSectionProps) {
  const { projects, isLoading, isError, conversations, renderConversation, onNewConversation, creatingInProjectId } =
    props;
  const openProjectId = props.openProjectId ?? null;
  const [dialogOpen, setDialogOpen] = useState(false);
  const dialogOpened = useOpenedOnce(dialogOpen);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set(openProjectId ? [openProjectId] : []));
  // When the open conversation lands in a project (moved there, or opened), that project opens.
  // Adjusted while rendering, so the row never shows collapsed first; collapsing it again stays.
  const [seenOpenProjectId, setSeenOpenProjectId] = useState(openProjectId);
  if (seenOpenProjectId !== openProjectId) {
    setSeenOpenProjectId(openProjectId);
    if (openProjectId !== null && !expanded.has(openProjectId)) setExpanded(new Set(expanded).add(openProjectId));
  }

  const toggle = (id: number) =>
    setExpanded((previous) => {
      const next = new Set(previous);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <section aria-labelledby="sidebar-projects-heading" className="flex flex-col gap-1">
      <div className="flex items-center justify-between pl-2">
        <div className="flex items-center gap-1">
          <h2 id="sidebar-projects-heading" className="text-xs font-medium text-muted-foreground">
            Projects
          </h2>
          <HelpBubble
            id="projects"
            topic="projects"
            title="Projects"
            text="Group related conversations in a project and give it instructions: they are sent to the AI models in every conversation of the project."
          />
        </div>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label="Add Project"
          title="Add Project"
          className="size-7 text-muted-foreground"
          onClick={() => setDialogOpen(true)}
        >
          <Plus />
        </Button>
      </div>
      {isLoading ? (
        <Spinner className="mx-auto my-3 size-4" label="Loading projects" />
      ) : isError && !projects ? (
        <p className="px-2 py-3 text-sm text-destructive">Could not load projects</p>
      ) : !projects?.length ? (
        <div className="flex flex-col items-start gap-2 px-2 py-2">
          <p className="text-sm text-muted-foreground">
            No projects yet. Create your first project to organize your conversations
          </p>
          <Button variant="outline" size="sm" onClick={() => setDialogOpen(true)}>
            <Plus />
            Create Your First Project
          </Button>
        </div>
      ) : (
        <ul aria-label="Projects" className="flex flex-col gap-0.5">
          {projects.map((project) => (
            <ProjectRow
              key={project.id}
              project={project}
              conversations={conversations.filter((conversation) => conversation.projectId === project.id)}
              expanded={expanded.has(project.id)}
              onToggle={() => toggle(project.id)}
              renderConversation={renderConversation}
              onNewConversation={onNewConversation}
              creating={creatingInProjectId === project.id}
            />
          ))}
        </ul>
      )}
      {dialogOpened && (
        <Suspense fallback={null}>
          <AddProjectDialog open={dialogOpen} onOpenChange={setDialogOpen} />
        </Suspense>
      )}
    </section>
  );
}
