import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from '#client/features/conversations/utils/relative-time';

const now = new Date(2026, 5, 15, 12, 0, 0);
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('formatRelativeTime', () => {
  it('reads "Unknown time" when the date cannot be parsed', () => {
    expect(formatRelativeTime('not a date', now)).toBe('Unknown time');
    expect(formatRelativeTime('', now)).toBe('Unknown time');
    expect(formatRelativeTime(null, now)).toBe('Unknown time');
    expect(formatRelativeTime(undefined, now)).toBe('Unknown time');
    expect(formatRelativeTime(new Date(Number.NaN), now)).toBe('Unknown time');
  });

  it('reads "just now" within the first minute and for a date slightly ahead', () => {
    expect(formatRelativeTime(ago(0), now)).toBe('just now');
    expect(formatRelativeTime(ago(59_000), now)).toBe('just now');
    expect(formatRelativeTime(ago(-30_000), now)).toBe('just now');
  });

  it('counts minutes, hours and days in the singular and the plural', () => {
    expect(formatRelativeTime(ago(60_000), now)).toBe('1 minute ago');
    expect(formatRelativeTime(ago(45 * 60_000), now)).toBe('45 minutes ago');
    expect(formatRelativeTime(ago(60 * 60_000), now)).toBe('1 hour ago');
    expect(formatRelativeTime(ago(23 * 60 * 60_000), now)).toBe('23 hours ago');
    expect(formatRelativeTime(ago(24 * 60 * 60_000), now)).toBe('1 day ago');
    expect(formatRelativeTime(ago(6 * 24 * 60 * 60_000), now)).toBe('6 days ago');
  });

  it('shows the date after a week, with the year only when it differs', () => {
    expect(formatRelativeTime(new Date(2026, 0, 5, 9, 0), now)).toBe('Jan 5');
    expect(formatRelativeTime(new Date(2025, 11, 24, 9, 0), now)).toBe('Dec 24, 2025');
  });
});
