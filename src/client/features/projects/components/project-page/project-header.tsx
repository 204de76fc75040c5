import { Check, House, Pencil, Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { Button } from '#client/components/ui/button';
import { Input } from '#client/components/ui/input';
import { Spinner } from '#client/components/ui/spinner';
import { paths } from '#client/config/paths';
import type { ProjectEditor } from '#client/features/projects/components/project-page/use-project-editor';
import { cn } from '#client/lib/cn';
import { toastAvoid } from '#client/lib/toast-avoid';
import type { Project } from '#shared/api/projects';

interface ProjectHeaderProps {
  project: Project;
  editor: ProjectEditor;
  onEdit(): void;
  onDelete(): void;
}

/** Home, the name (edited in place), Edit that becomes Save (with Cancel beside it), and Delete. */
export function ProjectHeader({ project, editor, onEdit, onDelete }: ProjectHeaderProps) {
  const { editing, form, cancel, isSaving } = editor;
  const nameError = form.formState.errors.name?.message;
  const editButton = useFocusOnReturn(editing);

  return (
    <header {...toastAvoid.header} className="border-b">
      <div className="mx-auto flex w-full max-w-4xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3 md:px-6">
        <Button asChild variant="ghost" size="icon" className="text-muted-foreground">
          <Link href={paths.home.href()} aria-label="Home" title="Home">
            <House />
          </Link>
        </Button>
        {/* While editing, a narrow screen puts the buttons on a row of their own so the field stays usable. */}
        <div className={cn('flex-1', editing ? 'min-w-56' : 'min-w-0')}>
          {editing ? (
            <div className="flex flex-col gap-1">
              <Input
                aria-label="Project name"
                autoComplete="off"
                autoFocus
                className="h-10 text-lg font-semibold md:text-lg"
                aria-invalid={nameError ? true : undefined}
                aria-describedby={nameError ? 'project-name-error' : undefined}
                {...form.register('name')}
              />
              {nameError && (
                <p id="project-name-error" className="text-sm text-destructive">
                  {nameError}
                </p>
              )}
            </div>
          ) : (
            <h1 className="text-lg leading-tight font-semibold break-words sm:text-xl md:text-2xl">{project.name}</h1>
          )}
        </div>
        <div className="ml-auto flex items-center gap-2">
          {editing ? (
            <>
              <Button key="cancel" variant="outline" onClick={cancel} disabled={isSaving}>
                Cancel
              </Button>
              {/* Keyed apart from Edit: a button that turned into a submit button mid-click would submit. */}
              <Button key="save" type="submit" disabled={isSaving}>
                {isSaving ? <Spinner className="size-4 text-current" label="Saving project" /> : <Check />}
                Save
              </Button>
            </>
          ) : (
            <Button key="edit" ref={editButton} variant="outline" onClick={onEdit}>
              <Pencil />
              Edit
            </Button>
          )}
          <Button
            variant="outline"
            onClick={onDelete}
            className="px-2.5 text-destructive hover:text-destructive sm:px-4"
          >
            <Trash2 />
            <span className="sr-only sm:not-sr-only">Delete</span>
          </Button>
        </div>
      </div>
    </header>
  );
}

/** After an edit ends (saved or cancelled), focus goes back to the Edit button instead of the page. */
function useFocusOnReturn(editing: boolean) {
  const button = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(editing);
  useEffect(() => {
    if (wasEditing.current && !editing) button.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  return button;
}
