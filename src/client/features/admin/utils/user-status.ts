import { ACTIVE_USER_WINDOW_MS } from '#shared/constants';

export type UserStatus = 'Active' | 'Inactive' | 'Unknown';

function parse(value: string): Date | undefined {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * docs/behaviour.md, States and transitions: Active when last seen within the last 24 hours, else
 * Inactive (as is an account that never signed in, lastActive null); an invalid date is Unknown.
 */
export function userStatus(lastActive: string | null, now: Date = new Date()): UserStatus {
  if (lastActive === null) return 'Inactive';
  const date = parse(lastActive);
  if (!date) return 'Unknown';
  return now.getTime() - date.getTime() <= ACTIVE_USER_WINDOW_MS ? 'Active' : 'Inactive';
}

const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The Last Active column: a readable local date and time, Never for an account never signed in, or Unknown. */
export function formatLastActive(lastActive: string | null): string {
  if (lastActive === null) return 'Never';
  const date = parse(lastActive);
  return date ? dateTimeFormat.format(date) : 'Unknown';
}
