import { describe, expect, it } from 'vitest';
import { wrapSelection } from '#client/features/chat/compose/utils/wrap-selection';

/** Selects `part` (its first occurrence) in `text` and applies the style. */
function apply(text: string, part: string, style: 'bold' | 'code') {
  const start = text.indexOf(part);
  return wrapSelection(text, start, start + part.length, style);
}

describe('wrapSelection', () => {
  it('makes the selection bold and keeps it selected', () => {
    expect(wrapSelection('say hello now', 4, 9, 'bold')).toEqual({
      text: 'say **hello** now',
      selectionStart: 6,
      selectionEnd: 11,
    });
  });

  it('puts the caret between empty markers when nothing is selected', () => {
    expect(wrapSelection('ab', 1, 1, 'bold')).toEqual({ text: 'a****b', selectionStart: 3, selectionEnd: 3 });
    expect(wrapSelection('', 0, 0, 'code')).toEqual({ text: '``', selectionStart: 1, selectionEnd: 1 });
  });

  it('wraps a part of one line as inline code', () => {
    expect(wrapSelection('run npm test', 4, 12, 'code').text).toBe('run `npm test`');
  });

  it('fences a selection across lines and keeps the code selected', () => {
    const edit = wrapSelection('a\nb', 0, 3, 'code');
    expect(edit.text).toBe('```\na\nb\n```');
    expect(edit.text.slice(edit.selectionStart, edit.selectionEnd)).toBe('a\nb');
    expect(wrapSelection('a\nb\n', 0, 4, 'code').text).toBe('```\na\nb\n```');
  });

  it('puts the fences on lines of their own when the selection starts or ends inside a line', () => {
    const edit = apply('see x = 1\ny = 2 here', 'x = 1\ny = 2', 'code');
    expect(edit.text).toBe('see \n```\nx = 1\ny = 2\n```\n here');
    expect(edit.text.slice(edit.selectionStart, edit.selectionEnd)).toBe('x = 1\ny = 2');
    expect(apply('a\nb\nc', 'a\nb\n', 'code').text).toBe('```\na\nb\n```\nc');
    expect(apply('a\nb\n\nc', 'a\nb', 'code').text).toBe('```\na\nb\n```\n\nc');
  });

  it('uses a longer fence around code that holds a fence', () => {
    expect(apply('```\nx\n```', '```\nx\n```', 'code').text).toBe('````\n```\nx\n```\n````');
  });

  it('makes each non-empty line bold on its own, never across a line break', () => {
    const edit = apply('one\n\ntwo  \nthree', 'one\n\ntwo  \nthree', 'bold');
    expect(edit.text).toBe('**one**\n\n**two**  \n**three**');
    expect(edit.text.slice(edit.selectionStart, edit.selectionEnd)).toBe(edit.text);
    expect(apply('say hello\nworld now', 'hello\nworld', 'bold').text).toBe('say **hello**\n**world** now');
  });

  it('keeps list, heading and quote markers outside the bold', () => {
    expect(apply('- a\n  2. b\n# c\n> d', '- a\n  2. b\n# c\n> d', 'bold').text).toBe(
      '- **a**\n  2. **b**\n# **c**\n> **d**',
    );
  });

  it('leaves a fenced block inside a bold selection as it is', () => {
    expect(apply('intro\n```\ncode\n```\nend', 'intro\n```\ncode\n```\nend', 'bold').text).toBe(
      '**intro**\n```\ncode\n```\n**end**',
    );
  });
});
