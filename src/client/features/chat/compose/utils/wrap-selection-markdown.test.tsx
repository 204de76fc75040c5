import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { wrapSelection } from '#client/features/chat/compose/utils/wrap-selection';
import { Markdown } from '#client/features/chat/markdown/components/markdown';

/** What a message made with the button looks like once sent: rendered by the chat's own markdown. */
function rendered(text: string, style: 'bold' | 'code') {
  const { container } = render(<Markdown content={wrapSelection(text, 0, text.length, style).text} />);
  return container;
}

describe('formatting a selection across lines, as rendered', () => {
  it('bold shows every line bold and no literal asterisks', () => {
    const container = rendered('first line\n\nsecond line\n- item', 'bold');
    expect([...container.querySelectorAll('strong')].map((node) => node.textContent)).toEqual([
      'first line',
      'second line',
      'item',
    ]);
    expect(container.textContent).not.toContain('*');
  });

  it('code shows one code block with the lines and no literal backticks', () => {
    const container = rendered('const a = 1;\nconst b = 2;', 'code');
    expect(container.querySelectorAll('pre code')).toHaveLength(1);
    expect(container.querySelector('pre code')?.textContent).toBe('const a = 1;\nconst b = 2;');
    expect(container.textContent).not.toContain('`');
  });

  it('code started inside a line still becomes a block', () => {
    const text = 'Look: x = 1\ny = 2';
    const start = text.indexOf('x');
    const { container } = render(<Markdown content={wrapSelection(text, start, text.length, 'code').text} />);
    expect(container.querySelector('pre code')?.textContent).toBe('x = 1\ny = 2');
    expect(container.textContent).not.toContain('`');
  });
});
