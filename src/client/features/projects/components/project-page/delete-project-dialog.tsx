import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '#client/components/ui/alert-dialog';
import { Button } from '#client/components/ui/button';
import { Spinner } from '#client/components/ui/spinner';
import { useDeleteProject } from '#client/features/projects/api/delete-project';
import { toast } from '#client/hooks/use-toast';
import type { Project } from '#shared/api/projects';

interface DeleteProjectDialogProps {
  project: Project;
  open: boolean;
  onOpenChange(open: boolean): void;
  onDeleted(project: Project): void;
}

/** SPEC §2: the confirmation before a project is deleted; its conversations are kept. */
export function DeleteProjectDialog({ project, open, onOpenChange, onDeleted }: DeleteProjectDialogProps) {
  const deleteProject = useDeleteProject();

  async function confirm() {
    try {
      await deleteProject.mutateAsync(project.id);
      toast({ title: 'Project deleted', description: 'Your project has been deleted successfully.' });
      onDeleted(project);
    } catch (error) {
      const description = error instanceof Error ? error.message : String(error);
      toast({ title: 'Failed to delete project', description, variant: 'destructive' });
      onOpenChange(false);
    }
  }

  return (
    <AlertDialog open={open} onOpenChange={(next) => !deleteProject.isPending && onOpenChange(next)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete Project</AlertDialogTitle>
          <AlertDialogDescription>
            Are you sure you want to delete this project? This action cannot be undone. Conversations in this project
            will not be deleted, but they will be moved out of this project.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deleteProject.isPending}>Cancel</AlertDialogCancel>
          {/* A plain button, not AlertDialogAction: the dialog stays open until the delete is done. */}
          <Button variant="destructive" onClick={() => void confirm()} disabled={deleteProject.isPending}>
            {deleteProject.isPending && <Spinner className="size-4 text-current" label="Deleting project" />}
            Delete
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
