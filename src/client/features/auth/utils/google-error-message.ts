/** docs/behaviour.md, Errors and their texts: the "Login failed" description for an error code from Google's popup. */
export function googleErrorMessage(code: string | undefined | null): string {
  if (!code) return 'Could not log in with Google';
  if (code === 'popup_closed') return 'The Google login popup was closed before completion';
  if (code === 'access_denied') return 'Access was denied by Google. Please try again';
  return `Error: ${code}`;
}
