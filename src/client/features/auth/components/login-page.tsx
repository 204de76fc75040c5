import { Redirect } from 'wouter';
import { Spinner } from '#client/components/ui/spinner';
import { returnPathFrom } from '#client/config/paths';
import { useCurrentUser } from '#client/features/auth/api/get-current-user';
import { AuthErrorAlert } from '#client/features/auth/components/auth-error-alert';
import { MarketingPanel } from '#client/features/auth/components/marketing-panel';
import { SignInOptions } from '#client/features/auth/components/sign-in-options';
import { addressHasAuthError } from '#client/features/auth/utils/auth-error';

/** The login page (docs/behaviour.md, Login): the sign-in column beside the marketing panel (stacked below 1024 px). */
export function LoginPage() {
  const { data: user, isPending } = useCurrentUser();
  const hasAuthError = addressHasAuthError(window.location.search + window.location.hash);

  // Back to the deep link that sent the visitor here, if any.
  if (user) return <Redirect to={returnPathFrom(window.location.search)} replace />;
  if (isPending) {
    return (
      <div className="flex min-h-dvh items-center justify-center">
        <Spinner className="size-8" />
      </div>
    );
  }

  return (
    <div className="grid min-h-dvh bg-background lg:grid-cols-2">
      <main className="flex items-center justify-center px-4 py-12 sm:px-8">
        <div className="grid w-full max-w-sm gap-8">
          <div className="grid gap-2 text-center">
            <h1 className="text-3xl font-bold tracking-tight">Welcome to Pairwise</h1>
            <p className="text-sm text-muted-foreground">
              Sign in to Pairwise, the multi-model chat interface that asks OpenAI and Claude at once.
            </p>
          </div>
          {hasAuthError && <AuthErrorAlert />}
          <SignInOptions />
        </div>
      </main>
      <MarketingPanel />
    </div>
  );
}
