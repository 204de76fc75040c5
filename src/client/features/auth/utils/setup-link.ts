import { SETUP_PARAM } from '#shared/setup-link';

/** The one-time admin setup token of a link like /login?setup=…, which sign-up passes on. */
export function setupFromAddress(search: string): string | undefined {
  return new URLSearchParams(search).get(SETUP_PARAM) || undefined;
}

/** `?setup=…` for a sign-up call, or nothing. */
export function setupQuery(setup: string | undefined): string {
  return setup ? `?${new URLSearchParams({ [SETUP_PARAM]: setup })}` : '';
}
