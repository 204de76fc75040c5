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
import { useDeleteUpload } from '#client/features/settings/api/delete-upload';
import { toast } from '#client/hooks/use-toast';
import { serverErrorText } from '#client/lib/api-client';
import type { UploadedFile } from '#shared/api/uploads';

interface DeleteFileDialogProps {
  /** The file chosen for deletion; the dialog is open while there is one. */
  file: UploadedFile | null;
  onClose(): void;
}

/** Confirm, then delete: the file's space is free at once and the list refreshes. */
export function DeleteFileDialog({ file, onClose }: DeleteFileDialogProps) {
  const deleteUpload = useDeleteUpload();

  const confirm = () => {
    if (!file) return;
    deleteUpload.mutate(file.id, {
      onSuccess: () => {
        toast({ title: 'File deleted', description: `${file.originalname} has been deleted.` });
        onClose();
      },
      onError: (error) =>
        toast({
          title: 'Failed to delete file',
          description: serverErrorText(error, 'Failed to delete file'),
          variant: 'destructive',
        }),
    });
  };

  return (
    <AlertDialog open={file !== null} onOpenChange={(open) => !open && !deleteUpload.isPending && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete this file?</AlertDialogTitle>
          <AlertDialogDescription>
            {file?.originalname} will be deleted for good. Messages that mention it keep its name.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deleteUpload.isPending}>Cancel</AlertDialogCancel>
          <Button variant="destructive" onClick={confirm} disabled={deleteUpload.isPending}>
            {deleteUpload.isPending && <Spinner className="size-4 text-current" label="Deleting file" />}
            Delete File
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
