import { ConfirmDialog } from '#client/components/confirm-dialog';
import { useDeleteProject } from '#client/features/projects/api/delete-project';
import { toast } from '#client/hooks/use-toast';
import { errorText } from '#client/lib/error-text';
import type { Project } from '#shared/api/projects';

interface DeleteProjectDialogProps {
  project: Project;
  open: boolean;
  onOpenChange(open: boolean): void;
  onDeleted(project: Project): void;
}

/** docs/behaviour.md, Project page: the confirmation before a project is deleted; its conversations are kept. */
export function DeleteProjectDialog({ project, open, onOpenChange, onDeleted }: DeleteProjectDialogProps) {
  const deleteProject = useDeleteProject();

  async function confirm() {
    try {
      await deleteProject.mutateAsync(project.id);
      toast({ title: 'Project deleted', description: 'Your project has been deleted successfully.' });
      onDeleted(project);
    } catch (error) {
      const description = errorText(error, 'error');
      toast({ title: 'Failed to delete project', description, variant: 'destructive' });
      onOpenChange(false);
    }
  }

  return (
    <ConfirmDialog
      open={open}
      title="Delete Project"
      description="Are you sure you want to delete this project? This action cannot be undone. Conversations in this project will not be deleted, but they will be moved out of this project."
      confirmLabel="Delete"
      pending={deleteProject.isPending}
      pendingLabel="Deleting project"
      onConfirm={() => void confirm()}
      onCancel={() => onOpenChange(false)}
    />
  );
}
