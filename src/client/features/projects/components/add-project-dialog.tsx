import { lazy, Suspense, useEffect } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#client/components/ui/dialog';
import { Spinner } from '#client/components/ui/spinner';

// The form brings react-hook-form and zod, which the chat screen needs nowhere else: it loads on its own.
const loadForm = () => import('#client/features/projects/components/add-project-form');
const AddProjectForm = lazy(() => loadForm().then((module) => ({ default: module.AddProjectForm })));

interface AddProjectDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** docs/behaviour.md, Add Project dialog. */
export function AddProjectDialog({ open, onOpenChange }: AddProjectDialogProps) {
  // Fetched once the screen is idle, so that the dialog rarely has to wait for it.
  useEffect(() => {
    const timer = setTimeout(() => void loadForm(), 1500);
    return () => clearTimeout(timer);
  }, []);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add Project</DialogTitle>
          <DialogDescription>
            Group related conversations and give the AI models standing instructions.
          </DialogDescription>
        </DialogHeader>
        <Suspense fallback={<Spinner className="mx-auto my-6" label="Loading the form" />}>
          <AddProjectForm onCreated={() => onOpenChange(false)} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
