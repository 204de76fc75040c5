import { Check, Copy } from 'lucide-react';
import { type ComponentProps, useRef, useState } from 'react';

const COPIED_MS = 1500;

/** A fenced code block, dark in both themes, scrolling sideways rather than wrapping, with a copy button. */
export function CodeBlock({ children, ...props }: ComponentProps<'pre'>) {
  const ref = useRef<HTMLPreElement>(null);
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(ref.current?.textContent ?? '');
      setCopied(true);
      setTimeout(() => setCopied(false), COPIED_MS);
    } catch (error) {
      console.warn('Copying the code failed', error);
    }
  }

  return (
    <div className="group relative">
      <pre
        ref={ref}
        {...props}
        className="overflow-x-auto rounded-lg border border-zinc-800 bg-zinc-950 dark:border-zinc-700 dark:bg-zinc-900 p-3 pr-10 font-mono text-xs leading-relaxed text-zinc-100"
      >
        {children}
      </pre>
      <button
        type="button"
        aria-label={copied ? 'Copied' : 'Copy code'}
        onClick={copy}
        className="absolute top-1.5 right-1.5 rounded-md p-1.5 text-zinc-400 opacity-100 transition hover:bg-zinc-800 hover:text-zinc-100 focus-visible:opacity-100 sm:opacity-0 sm:group-hover:opacity-100"
      >
        {copied ? <Check className="size-3.5" /> : <Copy className="size-3.5" />}
      </button>
    </div>
  );
}
