/**
 * Every route (docs/behaviour.md, Screens and routes), in one place: components link with these,
 * never with literals.
 */
export const paths = {
  home: { path: '/', href: () => '/' },
  /** With `messageId`, the conversation opens scrolled to that message (a search result). */
  conversation: {
    path: '/c/:id',
    href: (id: number, messageId?: number) =>
      messageId === undefined ? `/c/${id}` : `/c/${id}?${MESSAGE_PARAM}=${messageId}`,
  },
  project: { path: '/projects/:id', href: (id: number) => `/projects/${id}` },
  settings: { path: '/settings', href: () => '/settings' },
  /** The user's votes per model pair and per model, filtered by project, period and blind. */
  scoreboard: { path: '/scoreboard', href: () => '/scoreboard' },
  admin: { path: '/admin', href: () => '/admin' },
  /** `next` is where sign-in returns to (a deep link the visitor opened signed out). */
  login: {
    path: '/login',
    href: (next?: string) =>
      next && next !== '/' ? `/login?${new URLSearchParams({ [RETURN_PARAM]: next })}` : '/login',
  },
  /** A password reset link an admin passed on; the server makes these (src/server/auth/password-reset-link.ts). */
  resetPassword: {
    path: '/reset-password',
    href: (token: string) => `/reset-password?${new URLSearchParams({ [RESET_TOKEN_PARAM]: token })}`,
  },
  troubleshoot: { path: '/troubleshoot', href: () => '/troubleshoot' },
  /** The server sends these to PRIVACY_URL and TERMS_URL when set: link with a full page load. */
  privacy: { path: '/privacy', href: () => '/privacy' },
  terms: { path: '/terms', href: () => '/terms' },
} as const;

const RETURN_PARAM = 'next';
const MESSAGE_PARAM = 'message';
const RESET_TOKEN_PARAM = 'token';

/** The token of a password reset link (`?token=`), else null for a link that lost it. */
export function resetTokenFrom(search: string): string | null {
  return new URLSearchParams(search).get(RESET_TOKEN_PARAM)?.trim() || null;
}

/** The message a conversation address asks to be scrolled to (`?message=`), else null. */
export function messageIdFrom(search: string): number | null {
  const param = new URLSearchParams(search).get(MESSAGE_PARAM);
  return param === null ? null : conversationIdFrom(param);
}

/** A conversation id as the address spells it: a positive whole number, else null. */
export function conversationIdFrom(param: string): number | null {
  if (!/^[1-9]\d{0,15}$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) ? id : null;
}

/**
 * Where sign-in goes afterwards: the `next` of the login address when it is a path of this site,
 * else /. Anything that could leave the site (`//evil`, `/\evil`, `https:…`) is refused.
 */
export function returnPathFrom(search: string, origin = window.location.origin): string {
  const next = new URLSearchParams(search).get(RETURN_PARAM);
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return paths.home.href();
  try {
    const url = new URL(next, origin);
    if (url.origin !== origin || url.pathname === paths.login.path) return paths.home.href();
    return url.pathname + url.search + url.hash;
  } catch {
    return paths.home.href();
  }
}
