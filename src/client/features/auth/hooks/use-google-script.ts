import { useEffect, useState } from 'react';
import { loadGoogleScript } from '#client/features/auth/utils/load-google-script';

export type GoogleScriptStatus = 'loading' | 'ready' | 'failed';

/** Loads Google's sign-in script when the button first shows, and reports how that went. */
export function useGoogleScript(): GoogleScriptStatus {
  const [status, setStatus] = useState<GoogleScriptStatus>(() =>
    window.google?.accounts?.oauth2 ? 'ready' : 'loading',
  );
  useEffect(() => {
    let active = true;
    loadGoogleScript().then(
      () => active && setStatus('ready'),
      () => active && setStatus('failed'),
    );
    return () => {
      active = false;
    };
  }, []);
  return status;
}
