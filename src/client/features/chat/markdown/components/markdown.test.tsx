import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Markdown } from '#client/features/chat/markdown/components/markdown';
import { loadMath } from '#client/features/chat/markdown/utils/load-math';

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

  it('renders GitHub-flavoured tables', () => {
    render(<Markdown content={'| a | b |\n|---|---|\n| 1 | 2 |'} />);
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['a', 'b']);
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '2']);
  });

  it('renders task lists with checkboxes that show the state and cannot be changed', () => {
    render(<Markdown content={'- [x] written\n- [ ] tested'} />);
    const [done, todo] = screen.getAllByRole('checkbox');
    expect(done).toBeChecked();
    expect(done).toBeDisabled();
    expect(todo).not.toBeChecked();
    expect(todo).toBeDisabled();
    expect(screen.getByText('tested')).toBeInTheDocument();
  });

  it('renders footnotes: a numbered reference that links to the note, and the note with a way back', () => {
    const { container } = render(<Markdown content={'Water boils at 100 °C.[^sea]\n\n[^sea]: At sea level.'} />);
    const reference = screen.getByRole('link', { name: '1' });
    const note = container.querySelector('.footnotes li');
    expect(note).toHaveTextContent('At sea level.');
    expect(reference.getAttribute('href')).toBe(`#${note?.id}`);
    expect(within(note as HTMLElement).getByRole('link', { name: /back to reference/i })).toBeInTheDocument();
  });
});

describe('Markdown footnotes in many messages', () => {
  it("links each reference to its own message's note and back, with no id used twice", () => {
    const { container } = render(
      <>
        <section aria-label="first">
          <Markdown content={'Mars has two moons.[^1]\n\n[^1]: Phobos and Deimos.'} />
        </section>
        <section aria-label="second">
          <Markdown content={'Earth has one.[^1]\n\n[^1]: The Moon.'} />
        </section>
      </>,
    );
    const ids = [...container.querySelectorAll('[id]')].map((element) => element.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(ids.length);

    for (const name of ['first', 'second']) {
      const message = screen.getByRole('region', { name });
      const reference = within(message).getByRole('link', { name: '1' });
      expect(reference).not.toHaveAttribute('target');
      const note = message.querySelector(`[id="${reference.getAttribute('href')?.slice(1)}"]`);
      expect(note).not.toBeNull();
      const back = within(note as HTMLElement).getByRole('link', { name: /back to reference/i });
      expect(message.querySelector(`[id="${back.getAttribute('href')?.slice(1)}"]`)).toBe(reference);
      // The note list's hidden heading describes the reference for screen readers.
      const label = reference.getAttribute('aria-describedby');
      expect(message.querySelector(`[id="${label}"]`)).toHaveTextContent('Footnotes');
    }
  });
});

describe('Markdown of a reply still being written', () => {
  it("shows display math not closed yet as its source, not as KaTeX's error", async () => {
    await loadMath();
    const { container } = render(<Markdown content={'Area:\n\n$$\n\\frac{a}{'} streaming />);
    expect(container.querySelector('.katex, .katex-error')).toBeNull();
    expect(container).toHaveTextContent('Area: $$ \\frac{a}{');
  });

  it('shows a math fence not closed yet as its source too', async () => {
    await loadMath();
    const { container } = render(<Markdown content={'Let $x$ be:\n\n```math\n\\sqrt{'} streaming />);
    expect(container.querySelectorAll('.katex')).toHaveLength(1);
    expect(container.querySelector('.katex-error')).toBeNull();
    expect(container).toHaveTextContent('```math \\sqrt{');
  });

  it('shows inline math not closed yet as its source, not as markdown', async () => {
    await loadMath();
    const { container } = render(<Markdown content={'Then $x = a*b*'} streaming />);
    expect(container.querySelector('em, .katex')).toBeNull();
    expect(container).toHaveTextContent('Then $x = a*b*');
  });

  it('renders math once it is closed, and a malformed formula as KaTeX shows it', async () => {
    await loadMath();
    const { container } = render(<Markdown content={'$$\n\\frac{a}{\n$$\n'} streaming />);
    expect(container.querySelector('.katex-error')).toHaveTextContent('\\frac{a}{');
  });

  it('renders a finished reply as written, even math its writer never closed', async () => {
    await loadMath();
    const { container } = render(<Markdown content={'$$\n\\frac{a}{'} />);
    expect(container.querySelector('.katex-error')).toHaveTextContent('\\frac{a}{');
  });

  it('shows only the caret while the first line may yet become a code fence', () => {
    const { container } = render(<Markdown content={'```pyth'} streaming />);
    expect(container.querySelector('.streaming-caret-alone')).not.toBeNull();
    expect(container).toHaveTextContent(/^$/);
  });
});

describe('Markdown code blocks', () => {
  it('labels the language, highlights the code and copies it as written', async () => {
    const user = userEvent.setup();
    const { container } = render(<Markdown content={'```ts\nconst x: number = 1;\n```'} />);
    expect(screen.getByText('TypeScript')).toBeInTheDocument();
    const keyword = await screen.findByText('const');
    expect(keyword).toHaveClass('hljs-keyword');
    expect(container.querySelector('pre code')).toHaveTextContent('const x: number = 1;');

    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(await navigator.clipboard.readText()).toBe('const x: number = 1;');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(screen.getByText('Code copied')).toHaveAttribute('aria-live', 'polite');
  });

  it('gives a plain fence no label and no highlighting, and still a copy button', async () => {
    const { container } = render(<Markdown content={'```\nif (a) return b;\n```'} />);
    await screen.findByRole('button', { name: 'Copy code' });
    expect(container.querySelector('pre')?.previousElementSibling?.firstElementChild).toHaveTextContent(/^$/);
    expect(container.querySelector('.hljs, [class^="hljs-"]')).toBeNull();
  });

  it('shows an unknown language as written, unhighlighted', () => {
    render(<Markdown content={'```brainfuck\n+[-->-[>>+>-----<<]<--<---]\n```'} />);
    expect(screen.getByText('brainfuck')).toBeInTheDocument();
  });

  it('shows markup in code as text: highlighting escapes it', async () => {
    const { container } = render(
      <Markdown content={'```html\n<script>alert(1)</script><img src=x onerror=alert(2)>\n```'} />,
    );
    await waitFor(() => expect(container.querySelector('.hljs-name')).toHaveTextContent('script'));
    expect(container.querySelector('script, img')).toBeNull();
    expect(container.querySelector('pre code')).toHaveTextContent(
      '<script>alert(1)</script><img src=x onerror=alert(2)>',
    );
  });
});

describe('Markdown math', () => {
  it('renders inline and display math with KaTeX', async () => {
    const { container } = render(<Markdown content={'Energy: $E=mc^2$.\n\n$$\n\\int_0^1 x\\,dx\n$$'} />);
    await waitFor(() => expect(container.querySelector('.katex-display')).not.toBeNull());
    expect(container.querySelectorAll('.katex')).toHaveLength(2);
    expect(container.querySelector('p .katex annotation')).toHaveTextContent('E=mc^2');
  });

  it('leaves dollar amounts as prose', async () => {
    const { container } = render(<Markdown content={'It costs $5 to $10, and $x$ is math.'} />);
    await waitFor(() => expect(container.querySelector('.katex')).not.toBeNull());
    expect(container.querySelectorAll('.katex')).toHaveLength(1);
    expect(container.querySelector('p')).toHaveTextContent('It costs $5 to $10, and');
  });

  it('makes no link, image or script from math: KaTeX trusts nothing', async () => {
    const { container } = render(
      <Markdown
        content={
          '$\\href{javascript:alert(1)}{click}$ $\\url{javascript:alert(2)}$ $\\includegraphics{https://example.com/x.png}$ $\\htmlClass{evil}{y}$ $z$'
        }
      />,
    );
    await waitFor(() => expect(container.querySelector('.katex')).not.toBeNull());
    expect(container.querySelector('a, img, script, [href], [src], .evil')).toBeNull();
    // The commands show as KaTeX's red error text instead.
    expect(container.querySelectorAll('.katex')).toHaveLength(5);
  });
});
