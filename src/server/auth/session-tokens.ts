import { createHash, randomBytes } from 'node:crypto';

export const SESSION_COOKIE = 'pairwise_session';

/** 256 random bits, sent to the browser once; only the hash is kept. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
