import { type KeyboardEvent, useState } from 'react';
import { Badge } from '#client/components/ui/badge';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs';
import { DeleteProjectDialog } from '#client/features/projects/components/project-page/delete-project-dialog';
import {
  ProjectConversations,
  type ProjectConversationsProps,
} from '#client/features/projects/components/project-page/project-conversations';
import { ProjectHeader } from '#client/features/projects/components/project-page/project-header';
import { ProjectOverview } from '#client/features/projects/components/project-page/project-overview';
import { useProjectEditor } from '#client/features/projects/components/project-page/use-project-editor';
import type { Project } from '#shared/api/projects';

export interface ProjectDetailsProps extends Omit<ProjectConversationsProps, 'onNewConversation'> {
  project: Project;
  onNewConversation(project: Project): void;
  /** After the project is deleted (and the toast shown): the app clears it and leaves the page. */
  onDeleted(project: Project): void;
}

type Tab = 'overview' | 'conversations';

/** The loaded project: header, then the Overview and Conversations tabs. */
export function ProjectDetails({ project, onNewConversation, onDeleted, ...conversationProps }: ProjectDetailsProps) {
  const editor = useProjectEditor(project);
  const [tab, setTab] = useState<Tab>('overview');
  const [deleting, setDeleting] = useState(false);
  const count = conversationProps.conversations?.length;

  const edit = () => {
    editor.edit();
    // The fields being edited are on the Overview tab.
    setTab('overview');
  };

  const cancelOnEscape = (event: KeyboardEvent<HTMLFormElement>) => {
    // Keys from the delete dialog bubble here through its portal; only the form's own fields count.
    if (event.key !== 'Escape' || !editor.editing || !event.currentTarget.contains(event.target as Node)) return;
    event.preventDefault();
    editor.cancel();
  };

  return (
    <form onSubmit={editor.save} onKeyDown={cancelOnEscape} noValidate className="flex min-h-dvh flex-col">
      <ProjectHeader project={project} editor={editor} onEdit={edit} onDelete={() => setDeleting(true)} />
      <main className="mx-auto w-full max-w-4xl flex-1 px-4 py-6 md:px-6">
        <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)} className="flex flex-col gap-4">
          <TabsList aria-label="Project sections" className="w-full sm:w-fit">
            <TabsTrigger value="overview">Overview</TabsTrigger>
            <TabsTrigger value="conversations">
              Conversations
              {count !== undefined && (
                <Badge variant="secondary" className="tabular-nums">
                  {count}
                </Badge>
              )}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="overview">
            <ProjectOverview project={project} editor={editor} />
          </TabsContent>
          <TabsContent value="conversations">
            <ProjectConversations {...conversationProps} onNewConversation={() => onNewConversation(project)} />
          </TabsContent>
        </Tabs>
      </main>
      <DeleteProjectDialog project={project} open={deleting} onOpenChange={setDeleting} onDeleted={onDeleted} />
    </form>
  );
}
