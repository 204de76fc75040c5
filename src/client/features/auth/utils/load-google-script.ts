import type { GoogleOAuth2 } from '#client/features/auth/types/google-identity';

const GOOGLE_SCRIPT_URL = 'https://accounts.google.com/gsi/client';
// A blocked or unreachable script may neither load nor fail for minutes; the button must not wait that long.
const LOAD_TIMEOUT_MS = 10_000;

let loading: Promise<GoogleOAuth2> | null = null;

/**
 * Adds Google Identity Services' script once, on demand, and resolves with its oauth2 API.
 * A failure is not remembered, so a later attempt (the page mounted again) tries afresh.
 */
export function loadGoogleScript(): Promise<GoogleOAuth2> {
  const ready = window.google?.accounts?.oauth2;
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<GoogleOAuth2>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = (reason: string) => {
      window.clearTimeout(timer);
      script.remove();
      loading = null;
      reject(new Error(reason));
    };
    const timer = window.setTimeout(() => fail('Timed out loading Google sign-in'), LOAD_TIMEOUT_MS);
    script.src = GOOGLE_SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      const oauth2 = window.google?.accounts?.oauth2;
      if (!oauth2) return fail('Google sign-in did not initialise');
      window.clearTimeout(timer);
      resolve(oauth2);
    };
    script.onerror = () => fail('Could not load Google sign-in');
    document.head.appendChild(script);
  });
  return loading;
}
