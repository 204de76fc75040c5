import { describe, expect, it } from 'vitest';
import { wrapSelection } from '#client/features/chat/utils/wrap-selection';

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

  it('fences a selection across lines', () => {
    const edit = wrapSelection('a\nb', 0, 3, 'code');
    expect(edit.text).toBe('```\na\nb\n```');
    expect(edit.text.slice(edit.selectionStart, edit.selectionEnd)).toBe('a\nb');
    expect(wrapSelection('a\nb\n', 0, 4, 'code').text).toBe('```\na\nb\n```');
  });
});
