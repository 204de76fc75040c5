import { type FakeServer, sendJson, startFakeServer } from '#tests/fakes/http-server';

export const FAKE_GOOGLE_CLIENT_ID = 'pairwise-test.apps.googleusercontent.com';

export interface FakeGoogleAccount {
  sub: string;
  email: string;
  name?: string;
  emailVerified?: boolean;
  aud?: string;
  azp?: string;
  /** Seconds from now; negative for an expired token. */
  expiresIn?: number;
}

export interface FakeGoogle extends FakeServer {
  tokenInfoUrl: string;
  userInfoUrl: string;
  /** The server's settings that point Google sign-in at this fake. */
  env: { GOOGLE_CLIENT_ID: string; GOOGLE_TOKENINFO_URL: string; GOOGLE_USERINFO_URL: string };
  /** Registers an access token that token info will describe as this account. */
  issueToken(account: FakeGoogleAccount): string;
  /** Every token-info request answers 500 until cleared. */
  failWith(status: number | null): void;
  tokenInfoCalls: number;
}

/** Google's token-info and user-info endpoints, answering as Google does for access tokens. */
export async function startFakeGoogle(): Promise<FakeGoogle> {
  const tokens = new Map<string, FakeGoogleAccount>();
  let failure: number | null = null;
  let counter = 0;

  const fake = {} as FakeGoogle;
  const server = await startFakeServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    if (url.pathname === '/tokeninfo') {
      fake.tokenInfoCalls += 1;
      if (failure) return sendJson(response, failure, { error: 'backend_error' });
      const account = tokens.get(url.searchParams.get('access_token') ?? '');
      if (!account) return sendJson(response, 400, { error: 'invalid_token', error_description: 'Invalid Value' });
      const expiresIn = account.expiresIn ?? 3599;
      return sendJson(response, 200, {
        azp: account.azp ?? account.aud ?? FAKE_GOOGLE_CLIENT_ID,
        aud: account.aud ?? FAKE_GOOGLE_CLIENT_ID,
        sub: account.sub,
        scope: 'openid https://www.googleapis.com/auth/userinfo.email https://www.googleapis.com/auth/userinfo.profile',
        exp: String(Math.floor(Date.now() / 1000) + expiresIn),
        expires_in: String(expiresIn),
        email: account.email,
        email_verified: String(account.emailVerified ?? true),
        access_type: 'online',
      });
    }
    if (url.pathname === '/userinfo') {
      const token = (request.headers.authorization ?? '').replace(/^Bearer /, '');
      const account = tokens.get(token);
      if (!account) return sendJson(response, 401, { error: 'invalid_request' });
      return sendJson(response, 200, { sub: account.sub, email: account.email, name: account.name });
    }
    sendJson(response, 404, { error: 'not_found' });
  });

  return Object.assign(fake, server, {
    tokenInfoUrl: `${server.url}/tokeninfo`,
    userInfoUrl: `${server.url}/userinfo`,
    env: {
      GOOGLE_CLIENT_ID: FAKE_GOOGLE_CLIENT_ID,
      GOOGLE_TOKENINFO_URL: `${server.url}/tokeninfo`,
      GOOGLE_USERINFO_URL: `${server.url}/userinfo`,
    },
    tokenInfoCalls: 0,
    issueToken(account: FakeGoogleAccount) {
      counter += 1;
      const token = `ya29.fake-${counter}-${account.sub}`;
      tokens.set(token, account);
      return token;
    },
    failWith(status: number | null) {
      failure = status;
    },
  });
}
