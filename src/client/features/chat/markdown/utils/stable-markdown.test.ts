import { describe, expect, it } from 'vitest';
import { stableMarkdown } from '#client/features/chat/markdown/utils/stable-markdown';

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

  it('shows display math not closed yet as the text it was written as', () => {
    expect(stableMarkdown('Area:\n\n$$\n\\frac{a}{')).toBe('Area:\n\n\\$\\$\\\n\\\\frac\\{a\\}\\{');
    // A blank line inside stays a blank line, with no stray backslash before it.
    expect(stableMarkdown('$$\nx\n\ny')).toBe('\\$\\$\\\nx\n\ny');
    // Indented under a list item, the raw lines stay in the item.
    expect(stableMarkdown('- Sum:\n  $$\n  a_1')).toBe('- Sum:\n  \\$\\$\\\n  a\\_1');
    // A math fence is display math too.
    expect(stableMarkdown('```math\n\\frac{a}{')).toBe('\\`\\`\\`math\\\n\\\\frac\\{a\\}\\{');
    expect(stableMarkdown('```math\nx\n```\n')).toBe('```math\nx\n```\n');
  });

  it('shows display math as math once its closing dollars come, even before their line ends', () => {
    const math = 'Area:\n\n$$\n\\frac{a}{b}\n$$';
    expect(stableMarkdown(math)).toBe(math);
    expect(stableMarkdown(`${math}\nAfter`)).toBe(`${math}\nAfter`);
    expect(stableMarkdown('$$ x^2 $$ inline')).toBe('$$ x^2 $$ inline');
  });

  it('treats dollars inside a code block as code, and fences inside math as math', () => {
    const code = '```\n$$\nnot math\n```\nDone';
    expect(stableMarkdown(code)).toBe(code);
    expect(stableMarkdown('$$\n```\nx')).toBe('\\$\\$\\\n\\`\\`\\`\\\nx');
  });

  it('shows inline math not closed yet on the last line as written', () => {
    expect(stableMarkdown('So $a*b*')).toBe('So \\$a\\*b\\*');
    expect(stableMarkdown('Start: $$')).toBe('Start: \\$\\$');
    expect(stableMarkdown('Both $x$ and $`y`')).toBe('Both $x$ and \\$\\`y\\`');
    // Closed math, math in a code span and an escaped dollar are left alone.
    expect(stableMarkdown('So $a*b*$ here')).toBe('So $a*b*$ here');
    expect(stableMarkdown('Run `echo $HOME` and \\$PATH')).toBe('Run `echo $HOME` and \\$PATH');
  });

  it('leaves dollar amounts as they come', () => {
    expect(stableMarkdown('It costs $5 and **more**')).toBe('It costs $5 and **more**');
    expect(stableMarkdown('From $5 to $10 a *month')).toBe('From $5 to $10 a *month');
    expect(stableMarkdown('Pay $ 5')).toBe('Pay $ 5');
  });

  it('waits out a line of spaces, which may yet start a table row', () => {
    expect(stableMarkdown('| Fruit | Price |\n  ')).toBe('');
  });
});
