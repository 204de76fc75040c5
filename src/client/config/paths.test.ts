import { describe, expect, it } from 'vitest';
import { conversationIdFrom, messageIdFrom, paths, returnPathFrom } from '#client/config/paths';

const ORIGIN = 'https://pairwise.example';

describe('the login address and where sign-in returns', () => {
  it('keeps the deep link asked for, and nothing for /', () => {
    expect(paths.login.href('/c/5')).toBe('/login?next=%2Fc%2F5');
    expect(paths.login.href('/')).toBe('/login');
    expect(returnPathFrom('?next=%2Fc%2F5', ORIGIN)).toBe('/c/5');
    expect(returnPathFrom('?next=/projects/2?tab=x%23y', ORIGIN)).toBe('/projects/2?tab=x#y');
    expect(returnPathFrom('?next=/settings', ORIGIN)).toBe('/settings');
  });

  it.each([
    '',
    '?next=',
    '?next=https://evil.example/',
    '?next=//evil.example/',
    '?next=/\\evil.example',
    '?next=%2F%09%2Fevil.example',
    '?next=javascript:alert(1)',
    '?next=evil',
    '?next=/login?next=/c/1',
  ])('goes to / for %s', (search) => {
    expect(returnPathFrom(search, ORIGIN)).toBe('/');
  });
});

describe('conversationIdFrom', () => {
  it('reads positive whole numbers only', () => {
    expect(conversationIdFrom('5')).toBe(5);
    for (const bad of ['0', '-1', 'abc', '5x', '1e3', '01', '', '99999999999999999']) {
      expect(conversationIdFrom(bad), bad).toBeNull();
    }
  });
});

describe('a conversation address with the message to scroll to', () => {
  it('round-trips the message id, and reads nothing else as one', () => {
    expect(paths.conversation.href(4)).toBe('/c/4');
    const href = paths.conversation.href(4, 87);
    expect(href).toBe('/c/4?message=87');
    expect(messageIdFrom(href.slice(href.indexOf('?')))).toBe(87);
    for (const search of ['', '?message=', '?message=0', '?message=abc', '?message=1.5', '?other=3']) {
      expect(messageIdFrom(search), search).toBeNull();
    }
  });
});
