import { Link } from 'wouter';
import { Alert, AlertDescription } from '#client/components/ui/alert';
import { paths, resetTokenFrom } from '#client/config/paths';
import { isInvalidLink, useResetPassword } from '#client/features/auth/api/reset-password';
import { ResetPasswordForm } from '#client/features/auth/components/reset-password-form';
import { errorText } from '#client/lib/error-text';

// Written here rather than taken from errorCatalogue: importing the catalogue puts all of it in a
// chunk the chat screen loads first (1.7 kB gzip, measured with `npm run bench:size`).
const INCOMPLETE_LINK =
  'This password reset link is incomplete. Open the whole link, or ask your administrator for a new one.';

/**
 * The page of a password reset link an admin passed on (docs/behaviour.md, Admin): a new password,
 * then off to sign in with it. A link the server refuses leaves no form: only a new link can help.
 */
export function ResetPasswordPage() {
  const token = resetTokenFrom(window.location.search);
  const reset = useResetPassword();
  // A link cut short when it was passed on: said here, as there is nothing to ask the server.
  const refusal =
    token === null
      ? INCOMPLETE_LINK
      : isInvalidLink(reset.error)
        ? errorText(reset.error, 'server-or-error')
        : undefined;

  return (
    <main className="flex min-h-dvh items-center justify-center bg-background px-4 py-12 sm:px-8">
      <div className="grid w-full max-w-sm gap-6">
        <h1 className="text-center text-3xl font-bold tracking-tight">Set a new password</h1>
        {reset.isSuccess ? (
          <p role="status" className="text-center text-sm">
            Your password has been changed.{' '}
            <Link href={paths.login.href()} className="font-medium underline underline-offset-4">
              Sign in with it.
            </Link>
          </p>
        ) : refusal !== undefined || token === null ? (
          <Alert variant="destructive">
            <AlertDescription>{refusal}</AlertDescription>
          </Alert>
        ) : (
          <ResetPasswordForm
            pending={reset.isPending}
            error={reset.error}
            onSubmit={(password) => reset.mutate({ token, password })}
          />
        )}
      </div>
    </main>
  );
}
