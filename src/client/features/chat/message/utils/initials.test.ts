import { describe, expect, it } from 'vitest';
import { initialsOf } from '#client/features/chat/message/utils/initials';

describe('initialsOf', () => {
  it('takes the first letter of each word', () => {
    expect(initialsOf('Ada Lovelace')).toBe('AL');
    expect(initialsOf('Jean Paul Sartre')).toBe('JPS');
  });

  it('upper-cases and ignores extra spaces', () => {
    expect(initialsOf('  grace   hopper ')).toBe('GH');
  });

  it('keeps a one-word name to one letter', () => {
    expect(initialsOf('Plato')).toBe('P');
  });

  it('falls back to "U" with no name', () => {
    expect(initialsOf('')).toBe('U');
    expect(initialsOf('   ')).toBe('U');
    expect(initialsOf(null)).toBe('U');
    expect(initialsOf(undefined)).toBe('U');
  });

  it('does not split a character made of two code units', () => {
    expect(initialsOf('𝒜da Byron')).toBe('𝒜B');
  });
});
