import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from '#server/exports/json-depth';

const deeper = (text: string, max: number) => nestsDeeperThan(Buffer.from(text), max);

describe('nestsDeeperThan', () => {
  it('counts arrays and objects, however they are mixed', () => {
    expect(deeper('{"a":[{"b":[1]}]}', 4)).toBe(false);
    expect(deeper('{"a":[{"b":[[1]]}]}', 4)).toBe(true);
    expect(deeper('[[],[],{},[[]]]', 3)).toBe(false);
    expect(deeper('[[],[],{},[[]]]', 2)).toBe(true);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(deeper('{"a":"[[[{{{"}', 1)).toBe(false);
    expect(deeper('{"a":"say \\"[[[\\" \\\\","b":"]]]"}', 1)).toBe(false);
    expect(deeper('{"a":"\\\\"}', 1)).toBe(false);
    expect(deeper('{"a":"\\\\",  "b":[[1]]}', 2)).toBe(true);
  });

  it('reads UTF-8 text byte by byte: no byte of a character is a bracket', () => {
    expect(deeper('{"日本語 [":["👍 {"]}', 2)).toBe(false);
  });
});
