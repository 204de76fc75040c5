import { hash, randomBytes } from 'node:crypto';

export const SESSION_COOKIE = 'pairwise_session';

/** 256 random bits, sent to the browser once; only the hash is kept. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** One-shot `hash` (Node ≥ 20.12): every request with a cookie pays for it. */
export function hashSessionToken(token: string): string {
  return hash('sha256', token, 'hex');
}
