import { describe, expect, it } from 'vitest';
import { addFileTag, fileTag, hasFileTag, removeFileTag } from '#client/features/chat/compose/utils/file-tags';

describe('file tags', () => {
  it('names the file', () => {
    expect(fileTag('report.pdf')).toBe('[File: report.pdf]');
  });

  it('adds the tag to empty text as is', () => {
    expect(addFileTag('', 'a.pdf')).toBe('[File: a.pdf]');
  });

  it('separates the tag from text by one space', () => {
    expect(addFileTag('Summarise this', 'a.pdf')).toBe('Summarise this [File: a.pdf]');
    expect(addFileTag('Summarise this\n', 'a.pdf')).toBe('Summarise this\n[File: a.pdf]');
  });

  it('removes what it added', () => {
    const text = 'Summarise this';
    expect(removeFileTag(addFileTag(text, 'a.pdf'), 'a.pdf')).toBe(text);
    expect(removeFileTag(addFileTag('', 'a.pdf'), 'a.pdf')).toBe('');
  });

  it('removes a tag anywhere, keeping the words around it apart', () => {
    expect(removeFileTag('Compare [File: a.pdf] with this', 'a.pdf')).toBe('Compare with this');
    expect(removeFileTag('[File: a.pdf] first', 'a.pdf')).toBe('first');
    expect(removeFileTag('one [File: a.pdf] two [File: a.pdf]', 'a.pdf')).toBe('one two');
  });

  it("leaves other files' tags alone", () => {
    const text = 'See [File: a.pdf] [File: b.png]';
    expect(removeFileTag(text, 'a.pdf')).toBe('See [File: b.png]');
    expect(hasFileTag(text, 'b.png')).toBe(true);
    expect(hasFileTag(removeFileTag(text, 'b.png'), 'b.png')).toBe(false);
  });

  it('treats names with regex characters literally', () => {
    expect(removeFileTag('x [File: a (1)+.pdf]', 'a (1)+.pdf')).toBe('x');
  });
});
