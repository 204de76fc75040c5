import { describe, expect, it } from 'vitest';
import { SNIPPET_STOP as E, SNIPPET_START as S } from '#server/db/queries/search';
import { snippetSegments, toSearchResults } from '#server/search/search-results';

describe('snippetSegments', () => {
  it('splits a headline on its markers into plain and matched text', () => {
    expect(snippetSegments(`Ask ${S}both${E} models ${S}at${E} ${S}once${E}`)).toEqual([
      { text: 'Ask ', match: false },
      { text: 'both', match: true },
      { text: ' models ', match: false },
      { text: 'at', match: true },
      { text: ' ', match: false },
      { text: 'once', match: true },
    ]);
  });

  it('collapses new lines and runs of spaces, and trims the ends', () => {
    expect(snippetSegments(`\n\n  # Title\n\n${S}Word${E}\t\tthen  more \n`)).toEqual([
      { text: '# Title ', match: false },
      { text: 'Word', match: true },
      { text: ' then more', match: false },
    ]);
  });

  it('joins matches that touch, and cuts an endless snippet with an ellipsis', () => {
    expect(snippetSegments(`${S}ab${E}${S}cd${E}`)).toEqual([{ text: 'abcd', match: true }]);
    const [segment, ...rest] = snippetSegments(`${S}key${E}${'x'.repeat(1000)}`);
    expect(segment).toEqual({ text: 'key', match: true });
    expect(rest).toHaveLength(1);
    expect(rest[0]?.text.endsWith('…')).toBe(true);
    expect(rest[0]?.text.length).toBe(240 - 3 + 1);
  });

  it('does not split a character made of two UTF-16 units when cutting', () => {
    const [segment] = snippetSegments(`${'a'.repeat(239)}😀😀`);
    expect(segment?.text).toBe(`${'a'.repeat(239)}…`);
  });
});

describe('toSearchResults', () => {
  it('groups rows by conversation in the order they come', () => {
    const row = (conversationId: number, messageId: number) => ({
      conversationId,
      messageId,
      sender: 'user' as const,
      title: `Conversation ${conversationId}`,
      projectId: null,
      projectName: null,
      headline: `${S}hit${E}`,
    });
    const results = toSearchResults([row(2, 21), row(2, 20), row(1, 10)]);
    expect(results.map((result) => [result.conversation.id, result.hits.map((hit) => hit.messageId)])).toEqual([
      [2, [21, 20]],
      [1, [10]],
    ]);
  });
});
