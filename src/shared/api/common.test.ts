import { describe, expect, it } from 'vitest';
import { NUL_CHARACTER_MESSAGE, text } from '#shared/api/common';

describe('text()', () => {
  it('refuses NUL, with its own message first, whatever else is wrong', () => {
    const result = text().trim().min(5).safeParse(' a\u0000 ');
    expect(result.error?.issues[0]?.message).toBe(NUL_CHARACTER_MESSAGE);
  });

  it('turns lone surrogates into U+FFFD and keeps pairs and other odd characters', () => {
    expect(text().parse('\uD800a\uDFFF \u{1F600} \u202E\u200B')).toBe('\uFFFDa\uFFFD \u{1F600} \u202E\u200B');
  });

  it('keeps the string methods and their messages', () => {
    const name = text({ error: 'Name is required' }).trim().min(2, 'Too short');
    expect(name.parse('  Ada ')).toBe('Ada');
    expect(name.safeParse('A').error?.issues[0]?.message).toBe('Too short');
    expect(name.safeParse(42).error?.issues[0]?.message).toBe('Name is required');
  });
});
