import { ConfirmDialog } from '#client/components/confirm-dialog';

interface UnsavedChangesDialogProps {
  open: boolean;
  onLeave(): void;
  onStay(): void;
}

/** Asked before leaving the preferences with changes that were not saved. */
export function UnsavedChangesDialog({ open, onLeave, onStay }: UnsavedChangesDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title="Leave without saving?"
      description="You changed your preferences but did not save them. If you leave now, the changes are lost."
      confirmLabel="Leave"
      cancelLabel="Stay"
      onConfirm={onLeave}
      onCancel={onStay}
    />
  );
}
