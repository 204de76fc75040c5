import { describe, expect, it } from 'vitest';
import { conversationTitleFrom, isAutomaticTitle } from '#shared/conversation-title';

describe('conversationTitleFrom', () => {
  it('keeps a short message as it is', () => {
    expect(conversationTitleFrom('What is 2 + 2?')).toBe('What is 2 + 2?');
  });

  it('keeps the first 30 characters and adds "..." when the message is longer', () => {
    expect(conversationTitleFrom('Tell me everything about the Roman empire')).toBe(
      'Tell me everything about the R...',
    );
    expect(conversationTitleFrom('a'.repeat(31))).toBe(`${'a'.repeat(30)}...`);
  });

  it('adds no ellipsis to a message of exactly 30 characters', () => {
    const thirty = '123456789 123456789 1234567890';
    expect(thirty).toHaveLength(30);
    expect(conversationTitleFrom(thirty)).toBe(thirty);
  });

  it('trims the message and collapses runs of whitespace before counting', () => {
    expect(conversationTitleFrom('  \n Hello \t\t  world \n ')).toBe('Hello world');
    // 30 characters once collapsed, though 40 as typed: no ellipsis.
    const spaced = `${'a'.repeat(14)}${' '.repeat(11)}${'b'.repeat(15)}`;
    expect(conversationTitleFrom(spaced)).toBe(`${'a'.repeat(14)} ${'b'.repeat(15)}`);
  });

  it('counts an astral character (a surrogate pair) as one character and never splits it', () => {
    const title = conversationTitleFrom(`${'a'.repeat(29)}😀😀`);
    expect(title).toBe(`${'a'.repeat(29)}😀...`);
    expect(conversationTitleFrom('😀'.repeat(30))).toBe('😀'.repeat(30));
    expect(conversationTitleFrom(`${'𝒳'.repeat(31)}`)).toBe(`${'𝒳'.repeat(30)}...`);
  });

  it('keeps emoji made of several code points whole at the cut', () => {
    const family = '👨‍👩‍👧'; // three people joined by zero-width joiners
    const flag = '🇫🇷'; // two regional indicators
    const thumb = '👍🏽'; // a thumb and a skin-tone modifier
    for (const emoji of [family, flag, thumb]) {
      expect(conversationTitleFrom(`${'a'.repeat(29)}${emoji} and more`), emoji).toBe(`${'a'.repeat(29)}${emoji}...`);
      expect(conversationTitleFrom(`${'a'.repeat(30)}${emoji}`), emoji).toBe(`${'a'.repeat(30)}...`);
    }
  });

  it('never leaves a lone surrogate in the title', () => {
    const title = conversationTitleFrom('x😀'.repeat(40));
    expect(title).toBe(`${'x😀'.repeat(15)}...`);
    expect(title).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
  });
});

describe('isAutomaticTitle', () => {
  it.each([
    ['New Conversation', null, true],
    ['Chat Jan 5, 14:30', null, true],
    ['Chat Dec 31, 09:05', null, true],
    ['Work Jan 5, 14:30', 'Work', true],
    ['My  work Jan 5, 14:30', 'My work', false],
    ['My work Jan 5, 14:30', ' My  work ', true],
    ['Work Jan 5, 14:30', null, false],
    ['Chat about Jan 5, 14:30', null, false],
    ['Chat Jan 5', null, false],
    ['new conversation', null, false],
    ['Plan my week', 'Plan', false],
  ])('%s (project %s) is %s', (title, projectName, expected) => {
    expect(isAutomaticTitle(title, projectName)).toBe(expected);
  });
});
