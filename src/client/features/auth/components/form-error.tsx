import { Alert, AlertDescription } from '#client/components/ui/alert';
import { ApiError } from '#client/lib/api-client';

/** The server's own message for a failed sign-in or sign-up, shown inside the form. */
export function FormError({ error }: { error: Error | null }) {
  if (!error) return null;
  const text = error instanceof ApiError ? (error.serverMessage ?? error.message) : error.message;
  return (
    <Alert variant="destructive">
      <AlertDescription>{text}</AlertDescription>
    </Alert>
  );
}
