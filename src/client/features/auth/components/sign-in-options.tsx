import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { Spinner } from '#client/components/ui/spinner';
import { paths } from '#client/config/paths';
import { useGoogleClientId } from '#client/features/auth/api/get-google-config';
import { GoogleSignInButton } from '#client/features/auth/components/google-sign-in-button';
import { setupFromAddress } from '#client/features/auth/utils/setup-link';
import { useAuthConfig } from '#client/lib/auth-config';

// Only servers with password sign-in need these forms and their validation (zod), so Google-only
// sign-in stays light.
const PasswordForm = lazy(() =>
  import('#client/features/auth/components/password-form').then((module) => ({ default: module.PasswordForm })),
);

/** Google first when configured, then e-mail and password when the server allows it. */
export function SignInOptions() {
  const google = useGoogleClientId();
  const config = useAuthConfig();

  if (google.isPending || config.isPending) {
    return (
      <div className="flex justify-center py-6">
        <Spinner label="Loading sign-in options" />
      </div>
    );
  }

  const clientId = google.data;
  const password = config.data?.password === true;
  const signUp = config.data?.signUp;
  // Where a way in is offered but takes no new accounts (the admin's Settings), the page says how to get one.
  const closed = (clientId && signUp?.google === false) || (password && signUp?.password === false);

  return (
    <div className="grid gap-6">
      {clientId && <GoogleSignInButton clientId={clientId} />}
      {clientId && password && (
        <div className="flex items-center gap-3 text-xs uppercase text-muted-foreground" aria-hidden="true">
          <span className="h-px flex-1 bg-border" />
          or
          <span className="h-px flex-1 bg-border" />
        </div>
      )}
      {password && (
        <Suspense fallback={<Spinner className="mx-auto" label="Loading the sign-in form" />}>
          <PasswordForm signUp={signUp?.password !== false} />
        </Suspense>
      )}
      {!clientId && !password && (
        <p className="text-center text-sm text-muted-foreground">No sign-in method is configured on this server.</p>
      )}
      {closed && !setupFromAddress(window.location.search) && (
        <p className="text-center text-sm text-muted-foreground">
          This server is not taking new sign-ups: to get an account, ask an administrator to add you.
        </p>
      )}
      <p className="text-center text-xs text-muted-foreground">
        Trouble signing in?{' '}
        <Link href={paths.troubleshoot.href()} className="underline underline-offset-4 hover:text-foreground">
          Troubleshoot authentication
        </Link>
      </p>
    </div>
  );
}
