/**
 * docs/behaviour.md, Login: the login page shows "Authentication Error" when the address contains
 * "error" or "auth=error". Only the query and fragment are looked at, where an OAuth redirect
 * reports failures; the host name or path of a deployment must not trigger it.
 */
export function addressHasAuthError(searchAndHash: string): boolean {
  return searchAndHash.includes('auth=error') || searchAndHash.includes('error');
}
