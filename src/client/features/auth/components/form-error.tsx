import { Alert, AlertDescription } from '#client/components/ui/alert';
import { errorText } from '#client/lib/error-text';

/** The server's own message for a failed sign-in or sign-up, shown inside the form. */
export function FormError({ error }: { error: Error | null }) {
  if (!error) return null;
  return (
    <Alert variant="destructive">
      <AlertDescription>{errorText(error, 'server-or-error')}</AlertDescription>
    </Alert>
  );
}
