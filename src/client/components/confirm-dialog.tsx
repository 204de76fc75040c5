import type { ReactNode } from 'react';
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

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: ReactNode;
  /** Shown between the description and the buttons: what the action applies to. */
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** While the action runs: the dialog stays open, its buttons off, the spinner says this. */
  pending?: boolean;
  pendingLabel?: string;
  onConfirm(): void;
  /** Cancel, Escape or a click outside; never while the action runs. */
  onCancel(): void;
}

/**
 * Asks before something that cannot be undone. The confirm button is a plain button, not
 * AlertDialogAction, so that the dialog stays open until the action is done; focus starts on Cancel.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  pending = false,
  pendingLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && !pending && onCancel()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{cancelLabel}</AlertDialogCancel>
          <Button variant="destructive" onClick={onConfirm} disabled={pending}>
            {pending && <Spinner className="size-4 text-current" label={pendingLabel ?? confirmLabel} />}
            {confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
