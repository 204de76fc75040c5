import { describe, expect, it } from 'vitest';
import { formatLastActive, userStatus } from '#client/features/admin/utils/user-status';

const now = new Date('2025-06-15T12:00:00.000Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 60 * 60 * 1000).toISOString();

describe('userStatus', () => {
  it('is Active within the last 24 hours, up to the boundary', () => {
    expect(userStatus(hoursAgo(0), now)).toBe('Active');
    expect(userStatus(hoursAgo(23.9), now)).toBe('Active');
    expect(userStatus(hoursAgo(24), now)).toBe('Active');
  });

  it('is Inactive past 24 hours', () => {
    expect(userStatus(new Date(now.getTime() - 24 * 60 * 60 * 1000 - 1).toISOString(), now)).toBe('Inactive');
    expect(userStatus(hoursAgo(24 * 30), now)).toBe('Inactive');
  });

  it('is Inactive for an account that never signed in', () => {
    expect(userStatus(null, now)).toBe('Inactive');
  });

  it('is Unknown for a date that cannot be read', () => {
    expect(userStatus('not a date', now)).toBe('Unknown');
    expect(userStatus('', now)).toBe('Unknown');
  });
});

describe('formatLastActive', () => {
  it('shows a readable date with the year, or Unknown', () => {
    expect(formatLastActive('2025-06-15T12:00:00.000Z')).toMatch(/2025/);
    expect(formatLastActive('2025-06-15T12:00:00.000Z')).not.toMatch(/T12:00/);
    expect(formatLastActive('garbage')).toBe('Unknown');
  });

  it('says Never for an account that never signed in', () => {
    expect(formatLastActive(null)).toBe('Never');
  });
});
