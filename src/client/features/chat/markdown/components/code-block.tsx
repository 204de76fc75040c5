import { Check, Copy } from 'lucide-react';
import { useRef } from 'react';
import { useHighlightedCode } from '#client/features/chat/markdown/hooks/use-highlighted-code';
import { languageLabel } from '#client/features/chat/markdown/utils/code-language';
import { useCopyToClipboard } from '#client/hooks/use-copy-to-clipboard';
import { useScrollsSideways } from '#client/hooks/use-scrolls-sideways';

/**
 * A fenced code block, dark in both themes: the fence's language and a copy button above, the code
 * scrolling sideways rather than wrapping (a named Tab stop while it does, for arrow keys to scroll
 * it), highlighted once highlight.js has loaded.
 */
export function CodeBlock({ code, language }: { code: string; language: string | null }) {
  const ref = useRef<HTMLPreElement>(null);
  const html = useHighlightedCode(ref, code, language);
  const { copied, copy } = useCopyToClipboard(code);
  const scrolls = useScrollsSideways(ref);
  const label = language ? languageLabel(language) : '';

  return (
    <div className="overflow-hidden rounded-lg border border-zinc-800 bg-zinc-950 text-zinc-100 dark:border-zinc-700 dark:bg-zinc-900">
      <div className="flex items-center justify-between gap-2 border-b border-zinc-800 py-1 pr-1 pl-3 text-xs text-zinc-400 dark:border-zinc-700">
        <span>{label}</span>
        <button
          type="button"
          aria-label={copied ? 'Copied' : 'Copy code'}
          onClick={copy}
          className="flex items-center gap-1.5 rounded-md px-2 py-1 transition hover:bg-zinc-800 hover:text-zinc-100 focus-visible:outline-2 focus-visible:outline-zinc-300"
        >
          {copied ? (
            <Check aria-hidden="true" className="size-3.5" />
          ) : (
            <Copy aria-hidden="true" className="size-3.5" />
          )}
          {copied ? 'Copied' : 'Copy'}
        </button>
        <span aria-live="polite" className="sr-only">
          {copied ? 'Code copied' : ''}
        </span>
      </div>
      <pre
        ref={ref}
        className="overflow-x-auto p-3 font-mono text-xs leading-relaxed outline-none focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-zinc-300"
        {...(scrolls && { tabIndex: 0, role: 'group', 'aria-label': label ? `Code: ${label}` : 'Code' })}
      >
        {html === null ? (
          <code>{code}</code>
        ) : (
          // highlight.js escapes every character of the code; it only adds <span class="hljs-…">.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: highlight.js output, escaped as above
          <code className="hljs" dangerouslySetInnerHTML={{ __html: html }} />
        )}
      </pre>
    </div>
  );
}
