import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown } from '#client/features/chat/components/markdown';

describe('Markdown', () => {
  it('opens allowed links in a new tab without an opener', () => {
    render(<Markdown content="[docs](https://example.com/docs) and [mail](mailto:a@example.com)" />);
    const link = screen.getByRole('link', { name: 'docs' });
    expect(link).toHaveAttribute('href', 'https://example.com/docs');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'mail' })).toHaveAttribute('href', 'mailto:a@example.com');
  });

  it('keeps the text of a link with a forbidden protocol but not the link', () => {
    render(<Markdown content="[click me](javascript:alert(1)) [data](data:text/html,hi)" />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('click me')).toBeInTheDocument();
  });

  it('renders no raw HTML', () => {
    const { container } = render(<Markdown content={'<img src=x onerror="alert(1)"><b>bold?</b>'} />);
    expect(container.querySelector('img, b')).toBeNull();
  });

  it('renders GitHub-flavoured tables and fenced code', () => {
    const { container } = render(<Markdown content={'| a | b |\n|---|---|\n| 1 | 2 |\n\n```ts\nconst x = 1;\n```'} />);
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(container.querySelector('pre code')).toHaveTextContent('const x = 1;');
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeInTheDocument();
  });
});
