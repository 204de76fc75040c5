import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useUpdateProject } from '#client/features/projects/api/update-project';
import { toast } from '#client/hooks/use-toast';
import { errorText } from '#client/lib/error-text';
import { createProjectBody, type Project } from '#shared/api/projects';

const valuesOf = ({ name, description, instructions }: Project) => ({ name, description, instructions });

/**
 * The project page's view and edit modes (docs/behaviour.md, Project page). The form holds the
 * name, description and instructions; each edit starts from the saved project, so a cancelled edit
 * leaves nothing behind.
 */
export function useProjectEditor(project: Project) {
  const [editing, setEditing] = useState(false);
  // The same rules as creating one (docs/behaviour.md, Validation): a name is required, the rest is optional.
  const form = useForm({ resolver: zodResolver(createProjectBody), defaultValues: valuesOf(project) });
  const update = useUpdateProject(project.id);

  const edit = () => {
    form.reset(valuesOf(project));
    setEditing(true);
  };

  const cancel = () => {
    form.reset(valuesOf(project));
    setEditing(false);
  };

  const save = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      toast({ title: 'Project updated', description: 'Your project has been updated successfully.' });
      setEditing(false);
    } catch (error) {
      const description = errorText(error, 'error');
      toast({ title: 'Failed to update project', description, variant: 'destructive' });
    }
  });

  return { editing, form, edit, cancel, save, isSaving: update.isPending };
}

export type ProjectEditor = ReturnType<typeof useProjectEditor>;
