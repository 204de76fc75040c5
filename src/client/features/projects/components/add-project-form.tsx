import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { DialogFormFooter } from '#client/components/dialog-form-footer';
import { FormField } from '#client/components/form-field';
import { Label } from '#client/components/ui/label';
import { Textarea } from '#client/components/ui/textarea';
import { paths } from '#client/config/paths';
import { useCreateProject } from '#client/features/projects/api/create-project';
import { toast } from '#client/hooks/use-toast';
import { useChatSelection } from '#client/stores/chat-selection';
import { createProjectBody } from '#shared/api/projects';

const emptyForm = { name: '', description: '', instructions: '' };

/** The dialog's form (docs/behaviour.md, Add Project dialog): name (required), description, instructions. */
export function AddProjectForm({ onCreated }: { onCreated(): void }) {
  const form = useForm({ resolver: zodResolver(createProjectBody), defaultValues: emptyForm });
  const createProject = useCreateProject();
  const { setProjectId } = useChatSelection();
  const [, navigate] = useLocation();
  const nameError = form.formState.errors.name?.message;
  // The dialog focuses its first control on opening, which is its close button while this form
  // is still loading: the name field takes the focus once it is there.
  const { setFocus } = form;
  useEffect(() => setFocus('name'), [setFocus]);

  const submit = form.handleSubmit(async (values) => {
    try {
      const project = await createProject.mutateAsync(values);
      toast({ title: 'Project created', description: 'Your new project has been created successfully.' });
      setProjectId(project.id);
      onCreated();
      navigate(paths.project.href(project.id));
    } catch (error) {
      // docs/behaviour.md, Add Project dialog: on failure the dialog stays open and the failure is only logged.
      console.warn('Failed to create project', error);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormField id="project-name" label="Name" autoComplete="off" error={nameError} {...form.register('name')} />
      <div className="grid gap-2">
        <Label htmlFor="project-description">Description</Label>
        <Textarea id="project-description" rows={2} {...form.register('description')} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="project-instructions">Instructions</Label>
        <Textarea
          id="project-instructions"
          rows={4}
          aria-describedby="project-instructions-hint"
          {...form.register('instructions')}
        />
        <p id="project-instructions-hint" className="text-xs text-muted-foreground">
          Sent to the AI models in every conversation of this project.
        </p>
      </div>
      <DialogFormFooter
        submitLabel="Create Project"
        pendingLabel="Creating project"
        pending={createProject.isPending}
      />
    </form>
  );
}
