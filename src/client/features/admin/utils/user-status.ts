import { ACTIVE_USER_WINDOW_MS } from '#shared/constants';

export type UserStatus = 'Active' | 'Inactive' | 'Unknown';

function parse(value: string): Date | undefined {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** SPEC §4: Active when last seen within the last 24 hours, else Inactive; an invalid date is Unknown. */
export function userStatus(lastActive: string, now: Date = new Date()): UserStatus {
  const date = parse(lastActive);
  if (!date) return 'Unknown';
  return now.getTime() - date.getTime() <= ACTIVE_USER_WINDOW_MS ? 'Active' : 'Inactive';
}

const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The Last Active column: a readable local date and time, or Unknown. */
export function formatLastActive(lastActive: string): string {
  const date = parse(lastActive);
  return date ? dateTimeFormat.format(date) : 'Unknown';
}
