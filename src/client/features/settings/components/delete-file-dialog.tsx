import { ConfirmDialog } from '#client/components/confirm-dialog';
import { useDeleteUpload } from '#client/features/settings/api/delete-upload';
import { toast } from '#client/hooks/use-toast';
import { errorText } from '#client/lib/error-text';
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
          description: errorText(error, 'server', 'Failed to delete file'),
          variant: 'destructive',
        }),
    });
  };

  return (
    <ConfirmDialog
      open={file !== null}
      title="Delete this file?"
      description={`${file?.originalname} will be deleted for good. Messages that mention it keep its name.`}
      confirmLabel="Delete File"
      pending={deleteUpload.isPending}
      pendingLabel="Deleting file"
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
