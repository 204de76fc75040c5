import { Alert, AlertDescription } from '#client/components/ui/alert';

/** A failed save, in the server's words, at the top of a dialog's form. */
export function FormAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Alert variant="destructive">
      <AlertDescription>{message}</AlertDescription>
    </Alert>
  );
}
