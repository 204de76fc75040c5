import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { returnPathFrom } from '#client/config/paths';
import { useGoogleLogin } from '#client/features/auth/api/google-login';
import { googleErrorMessage } from '#client/features/auth/utils/google-error-message';
import { setupFromAddress } from '#client/features/auth/utils/setup-link';
import { toast } from '#client/hooks/use-toast';
import { errorText, FALLBACK_TEXTS } from '#client/lib/error-text';
import { queryKeys } from '#client/lib/query-keys';

const GOOGLE_SCOPES = 'email profile';

function loginFailed(description: string) {
  toast({ title: 'Login failed', description, variant: 'destructive' });
}

/**
 * Signing in (docs/behaviour.md, States and transitions): Google's popup gives an access token, the
 * server exchanges it for a session, the user is refetched, and the page reloads to / (or to the
 * deep link that led to sign-in). `signIn` must run inside the click handler, or the browser blocks
 * the popup.
 */
export function useGoogleSignIn(clientId: string) {
  const queryClient = useQueryClient();
  const googleLogin = useGoogleLogin(setupFromAddress(window.location.search));
  const [pending, setPending] = useState(false);

  const fail = (description: string) => {
    setPending(false);
    loginFailed(description);
  };

  const complete = async (accessToken: string) => {
    try {
      await googleLogin.mutateAsync(accessToken);
      await queryClient.refetchQueries({ queryKey: queryKeys.currentUser });
      toast({ title: 'Login successful', description: 'You are now logged in with Google' });
      // Stays pending: the page is about to reload.
      window.location.assign(returnPathFrom(window.location.search));
    } catch (error) {
      fail(errorText(error, 'error', FALLBACK_TEXTS.googleLogin));
    }
  };

  const signIn = () => {
    const oauth2 = window.google?.accounts?.oauth2;
    if (!oauth2 || pending) return;
    setPending(true);
    try {
      const client = oauth2.initTokenClient({
        client_id: clientId,
        scope: GOOGLE_SCOPES,
        callback: (response) => {
          if (response.error) return fail(googleErrorMessage(response.error));
          if (!response.access_token) return fail('No access token received from Google');
          void complete(response.access_token);
        },
        error_callback: (error) => fail(googleErrorMessage(error.type)),
      });
      client.requestAccessToken();
    } catch (error) {
      fail(errorText(error, 'error', FALLBACK_TEXTS.googleLogin));
    }
  };

  return { signIn, pending };
}
