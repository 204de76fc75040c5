import { describe, expect, it } from 'vitest';
import { stableMarkdown } from '#client/features/chat/utils/stable-markdown';

describe('stableMarkdown', () => {
  it('shows plain text as it comes, a partial line too', () => {
    expect(stableMarkdown('Hello, wor')).toBe('Hello, wor');
    expect(stableMarkdown('First line\nsecond li')).toBe('First line\nsecond li');
    expect(stableMarkdown('')).toBe('');
  });

  it('holds back a line that may become a code fence until it is complete', () => {
    expect(stableMarkdown('Run this:\n`')).toBe('Run this:\n');
    expect(stableMarkdown('Run this:\n``')).toBe('Run this:\n');
    expect(stableMarkdown('Run this:\n```pyth')).toBe('Run this:\n');
    expect(stableMarkdown('Run this:\n```python\n')).toBe('Run this:\n```python\n');
    // Inline code is not a fence: it shows at once.
    expect(stableMarkdown('Use `npm t')).toBe('Use `npm t');
  });

  it('shows an open code block as it grows, holding back only what may be its closing fence', () => {
    const open = '```ts\nconst a = 1;\nconst b';
    expect(stableMarkdown(open)).toBe(open);
    expect(stableMarkdown('```ts\nconst a = 1;\n``')).toBe('```ts\nconst a = 1;\n');
    const closed = '```ts\nconst a = 1;\n```\nDone';
    expect(stableMarkdown(closed)).toBe(closed);
  });

  it('treats pipes inside a code block as code', () => {
    const code = '```\n| not | a table |\n';
    expect(stableMarkdown(code)).toBe(code);
    expect(stableMarkdown(`${code}| more`)).toBe(`${code}| more`);
  });

  it('holds back a table header until its separator row is complete', () => {
    expect(stableMarkdown('Prices:\n\n| Fruit | Price')).toBe('Prices:\n\n');
    expect(stableMarkdown('Prices:\n\n| Fruit | Price |\n')).toBe('Prices:\n\n');
    expect(stableMarkdown('Prices:\n\n| Fruit | Price |\n| --- | -')).toBe('Prices:\n\n');
    expect(stableMarkdown('| Fruit | Price |\n| --- | --- |\n')).toBe('| Fruit | Price |\n| --- | --- |\n');
  });

  it('adds a table one complete row at a time', () => {
    const table = '| Fruit | Price |\n| --- | --- |\n| Apple | 1 |\n';
    expect(stableMarkdown(`${table}| Pear | 2`)).toBe(table);
    expect(stableMarkdown(`${table}| Pear | 2 |\n`)).toBe(`${table}| Pear | 2 |\n`);
    expect(stableMarkdown(`${table}\nAfter the table`)).toBe(`${table}\nAfter the table`);
  });

  it('waits out a line of spaces, which may yet start a table row', () => {
    expect(stableMarkdown('| Fruit | Price |\n  ')).toBe('');
  });
});
