import { Button } from '#client/components/ui/button';
import { DialogClose, DialogFooter } from '#client/components/ui/dialog';
import { Spinner } from '#client/components/ui/spinner';

interface DialogFormFooterProps {
  submitLabel: string;
  /** Read out while the submit is pending, e.g. "Creating project". */
  pendingLabel: string;
  pending: boolean;
}

/** Cancel and the form's submit button, which is disabled and spins while its call is pending. */
export function DialogFormFooter({ submitLabel, pendingLabel, pending }: DialogFormFooterProps) {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button variant="outline">Cancel</Button>
      </DialogClose>
      <Button type="submit" disabled={pending}>
        {pending && <Spinner className="size-4 text-current" label={pendingLabel} />}
        {submitLabel}
      </Button>
    </DialogFooter>
  );
}
