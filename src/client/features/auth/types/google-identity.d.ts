/**
 * The part of Google Identity Services' `google.accounts.oauth2` global that sign-in uses
 * (https://developers.google.com/identity/oauth2/web/reference/js-reference). Typed here
 * rather than through an extra npm package.
 */
export interface GoogleTokenResponse {
  access_token?: string;
  expires_in?: number;
  scope?: string;
  token_type?: string;
  error?: string;
  error_description?: string;
  error_uri?: string;
}

/** Errors GIS reports outside the OAuth answer: popup_failed_to_open, popup_closed, unknown. */
export interface GoogleClientError {
  type?: string;
  message?: string;
}

export interface GoogleTokenClientConfig {
  client_id: string;
  scope: string;
  callback: (response: GoogleTokenResponse) => void;
  error_callback?: (error: GoogleClientError) => void;
}

export interface GoogleTokenClient {
  requestAccessToken(overrides?: { prompt?: string }): void;
}

export interface GoogleOAuth2 {
  initTokenClient(config: GoogleTokenClientConfig): GoogleTokenClient;
}

declare global {
  interface Window {
    google?: { accounts?: { oauth2?: GoogleOAuth2 } };
  }
}
