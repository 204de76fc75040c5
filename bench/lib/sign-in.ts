import { SESSION_COOKIE } from '#server/auth/session-tokens';

/** Signs in through the app's own route (POST /api/test-login) and returns the session cookie. */
export async function signIn(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/test-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email} failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0] ?? '')
    .find((pair) => pair.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) throw new Error(`sign-in of ${email} set no ${SESSION_COOKIE} cookie`);
  return cookie;
}

/** Many sign-ins, a few at a time, in the order given. */
export async function signInAll(baseUrl: string, emails: string[], parallel = 16): Promise<string[]> {
  const cookies: string[] = new Array(emails.length);
  let next = 0;
  const lane = async () => {
    while (next < emails.length) {
      const index = next++;
      cookies[index] = await signIn(baseUrl, emails[index] as string);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, emails.length) }, lane));
  return cookies;
}
