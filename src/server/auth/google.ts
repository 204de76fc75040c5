import { AppError } from '#server/errors';

export interface GoogleIdentity {
  sub: string;
  email: string;
  name: string | undefined;
}

interface GoogleOptions {
  clientId: string | undefined;
  tokenInfoUrl: string;
  userInfoUrl: string;
  timeoutMs?: number;
}

const tokenInfoShape = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

async function fetchTokenInfo(token: string, options: GoogleOptions): Promise<Record<string, unknown>> {
  const url = new URL(options.tokenInfoUrl);
  url.searchParams.set('access_token', token);
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(options.timeoutMs ?? 10_000) });
  } catch {
    throw new AppError('google_unavailable');
  }
  if (response.status >= 500) throw new AppError('google_unavailable');
  // Google answers 400 for an unknown, revoked or expired token.
  if (!response.ok) throw new AppError('google_token_invalid');
  const body: unknown = await response.json().catch(() => undefined);
  if (!tokenInfoShape(body)) throw new AppError('google_unavailable');
  return body;
}

/**
 * Checks a Google access token with Google's token-info endpoint. The token must have been
 * issued to our client (aud, and azp when present), be unexpired, and carry a verified e-mail.
 */
export async function verifyGoogleAccessToken(token: string, options: GoogleOptions): Promise<GoogleIdentity> {
  if (!options.clientId) throw new AppError('google_not_configured');
  const info = await fetchTokenInfo(token, options);

  if (info.aud !== options.clientId) throw new AppError('google_token_invalid');
  if (info.azp !== undefined && info.azp !== options.clientId) throw new AppError('google_token_invalid');

  const expiresAt = Number(info.exp);
  const expiresIn = info.expires_in === undefined ? undefined : Number(info.expires_in);
  const expired =
    (Number.isFinite(expiresAt) ? expiresAt * 1000 <= Date.now() : expiresIn === undefined) ||
    (expiresIn !== undefined && !(expiresIn > 0));
  if (expired) throw new AppError('google_token_invalid', 'Your Google sign-in has expired. Please try again.');

  const verified = info.email_verified === true || info.email_verified === 'true';
  if (typeof info.email !== 'string' || !verified) {
    throw new AppError('google_token_invalid', 'Your Google e-mail address is not verified.');
  }
  if (typeof info.sub !== 'string' || info.sub === '') throw new AppError('google_token_invalid');

  return { sub: info.sub, email: info.email.toLowerCase(), name: await fetchDisplayName(token, options) };
}

/** Token info carries no name; the profile scope lets us ask for it. A failure is not fatal. */
async function fetchDisplayName(token: string, options: GoogleOptions): Promise<string | undefined> {
  try {
    const response = await fetch(options.userInfoUrl, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    if (!response.ok) return undefined;
    const body: unknown = await response.json();
    const name = tokenInfoShape(body) && typeof body.name === 'string' ? body.name.trim() : '';
    return name || undefined;
  } catch {
    return undefined;
  }
}
