import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { Textarea } from '#client/components/ui/textarea';
import type { ProjectEditor } from '#client/features/projects/components/project-page/use-project-editor';
import type { Project } from '#shared/api/projects';

interface ProjectOverviewProps {
  project: Project;
  editor: ProjectEditor;
}

/**
 * The Overview tab (docs/behaviour.md, Project page): the description and the AI instructions, as
 * text or, in edit mode, as fields.
 */
export function ProjectOverview({ project, editor }: ProjectOverviewProps) {
  const { editing, form } = editor;
  return (
    <div className="flex flex-col gap-4">
      <OverviewCard id="project-description" title="Description">
        {editing ? (
          <Textarea
            aria-labelledby="project-description-title"
            placeholder="Add a description for your project..."
            rows={3}
            {...form.register('description')}
          />
        ) : (
          <SavedText text={project.description} empty="No description provided." />
        )}
      </OverviewCard>
      <OverviewCard
        id="project-instructions"
        title="AI Instructions"
        description="Instructions sent to the AI models whenever you chat in this project."
      >
        {editing ? (
          <Textarea
            aria-labelledby="project-instructions-title"
            aria-describedby="project-instructions-description"
            placeholder="Add instructions for the AI models..."
            rows={8}
            {...form.register('instructions')}
          />
        ) : (
          <SavedText text={project.instructions} empty="No instructions provided." />
        )}
      </OverviewCard>
    </div>
  );
}

function OverviewCard(props: { id: string; title: string; description?: string; children: ReactNode }) {
  const { id, title, description, children } = props;
  return (
    <section aria-labelledby={`${id}-title`}>
      <Card className="gap-3 py-5">
        <CardHeader className="px-5">
          <CardTitle id={`${id}-title`}>{title}</CardTitle>
          {description && <CardDescription id={`${id}-description`}>{description}</CardDescription>}
        </CardHeader>
        <CardContent className="px-5">{children}</CardContent>
      </Card>
    </section>
  );
}

/** Line breaks and indentation are kept: instructions are often written as lists. */
function SavedText({ text, empty }: { text: string; empty: string }) {
  if (!text.trim()) return <p className="text-sm text-muted-foreground italic">{empty}</p>;
  return <p className="text-sm break-words whitespace-pre-wrap">{text}</p>;
}
