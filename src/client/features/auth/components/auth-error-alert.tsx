import { AlertCircle } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '#client/components/ui/alert';

/** docs/behaviour.md, Login: why a Google redirect came back with an error, and what the operator must fix. */
export function AuthErrorAlert() {
  return (
    <Alert variant="destructive" className="grid-cols-[auto_1fr] gap-x-3">
      <AlertCircle className="row-span-2 mt-0.5 size-4" aria-hidden="true" />
      <AlertTitle>Authentication Error</AlertTitle>
      <AlertDescription>
        Google authentication failed due to OAuth configuration issues (redirect_uri_mismatch). The JavaScript origin of
        this site must be registered as an authorized JavaScript origin of the OAuth client in the Google Cloud Console.
      </AlertDescription>
    </Alert>
  );
}
