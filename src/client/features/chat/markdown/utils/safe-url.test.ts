import { describe, expect, it } from 'vitest';
import { safeUrl } from '#client/features/chat/markdown/utils/safe-url';

describe('safeUrl', () => {
  it.each([
    'http://example.com',
    'https://example.com/a?b=c#d',
    'HTTPS://EXAMPLE.COM',
    'irc://irc.libera.chat/#pairwise',
    'ircs://irc.libera.chat:6697',
    'mailto:someone@example.com',
    'xmpp:someone@example.com',
  ])('keeps %s', (url) => {
    expect(safeUrl(url)).toBe(url);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.com',
    'tel:+123456',
  ])('blanks %s', (url) => {
    expect(safeUrl(url)).toBe('');
  });

  it('keeps relative links, whose colon is not a protocol', () => {
    expect(safeUrl('/c/12')).toBe('/c/12');
    expect(safeUrl('notes.md')).toBe('notes.md');
    expect(safeUrl('/search?q=a:b')).toBe('/search?q=a:b');
    expect(safeUrl('#section:2')).toBe('#section:2');
  });
});
