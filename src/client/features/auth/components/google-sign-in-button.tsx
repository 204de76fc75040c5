import { Button } from '#client/components/ui/button';
import { Spinner } from '#client/components/ui/spinner';
import { GoogleIcon } from '#client/features/auth/components/google-icon';
import { useGoogleScript } from '#client/features/auth/hooks/use-google-script';
import { useGoogleSignIn } from '#client/features/auth/hooks/use-google-sign-in';

/** Shown only when the server has a Google client id. */
export function GoogleSignInButton({ clientId }: { clientId: string }) {
  const script = useGoogleScript();
  const { signIn, pending } = useGoogleSignIn(clientId);

  if (script === 'failed') {
    return (
      <div className="grid gap-2">
        <Button variant="outline" size="lg" className="w-full" disabled aria-describedby="google-unavailable">
          <GoogleIcon className="size-4" />
          Google sign-in unavailable
        </Button>
        <p id="google-unavailable" className="text-center text-xs text-muted-foreground">
          Google's sign-in script could not be loaded. Check your connection or content blocker, then reload the page.
        </p>
      </div>
    );
  }

  return (
    <Button
      variant="outline"
      size="lg"
      className="w-full"
      onClick={signIn}
      disabled={script === 'loading' || pending}
      aria-busy={script === 'loading' || pending}
    >
      {pending ? <Spinner className="size-4 text-current" label="Signing in" /> : <GoogleIcon className="size-4" />}
      {pending ? 'Signing in...' : 'Sign in with Google'}
    </Button>
  );
}
