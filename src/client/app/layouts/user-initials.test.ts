import { describe, expect, it } from 'vitest';
import { userInitials } from '#client/app/layouts/user-initials';

describe('userInitials', () => {
  it('takes the first letter of each word of the name', () => {
    expect(userInitials('Ada Lovelace')).toBe('AL');
    expect(userInitials('grace brewster murray hopper')).toBe('GBMH');
    expect(userInitials('  Linus   Torvalds ')).toBe('LT');
  });

  it('reads "U" when there is no name', () => {
    expect(userInitials('')).toBe('U');
    expect(userInitials('   ')).toBe('U');
    expect(userInitials(null)).toBe('U');
    expect(userInitials(undefined)).toBe('U');
  });

  it('keeps a letter outside the basic plane whole', () => {
    expect(userInitials('𝒜lice')).toBe('𝒜');
  });
});
