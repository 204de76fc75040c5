import type { Element, ElementContent } from 'hast';
import { type ComponentProps, useId, useRef } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { CodeBlock } from '#client/features/chat/markdown/components/code-block';
import { useMathPlugins } from '#client/features/chat/markdown/hooks/use-math-plugins';
import { fenceLanguage } from '#client/features/chat/markdown/utils/code-language';
import { rehypeFootnoteLabel } from '#client/features/chat/markdown/utils/footnote-label';
import { rehypeMask } from '#client/features/chat/markdown/utils/mask-text';
import { safeUrl } from '#client/features/chat/markdown/utils/safe-url';
import { stableMarkdown } from '#client/features/chat/markdown/utils/stable-markdown';
import { useScrollsSideways } from '#client/hooks/use-scrolls-sideways';

function textOf(nodes: ElementContent[]): string {
  return nodes
    .map((node) => (node.type === 'text' ? node.value : node.type === 'element' ? textOf(node.children) : ''))
    .join('');
}

/** A fenced block's code element as the code it holds (without the fence's last line break) and its language. */
function fenced(pre: Element | undefined) {
  const code = pre?.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code');
  return { code: textOf(code?.children ?? []).replace(/\n$/, ''), language: fenceLanguage(code?.properties.className) };
}

// Raw HTML is never rendered (no rehype-raw): react-markdown shows it as the text it is.
const components: Components = {
  a: ({ node: _node, href, children, ...props }) =>
    // A footnote's link and its way back stay on the page.
    href?.startsWith('#') ? (
      <a {...props} href={href}>
        {children}
      </a>
    ) : href ? (
      <a {...props} href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    ) : (
      // A link whose protocol was blanked keeps its text, not a link back to this page.
      <span>{children}</span>
    ),
  pre: ({ node }) => <CodeBlock {...fenced(node)} />,
  table: ({ node: _node, ...props }) => <WideTable {...props} />,
};

/** A table that scrolls sideways in its own box, a named Tab stop while it does (for arrow keys). */
function WideTable(props: ComponentProps<'table'>) {
  const box = useRef<HTMLDivElement>(null);
  const scrolls = useScrollsSideways(box);
  return (
    <div
      ref={box}
      className="overflow-x-auto outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      {...(scrolls && { tabIndex: 0, role: 'group', 'aria-label': 'Table' })}
    >
      <table {...props} />
    </div>
  );
}

const styles = [
  'min-w-0 break-words text-sm leading-relaxed [&>*+*]:mt-3',
  '[&_ul]:list-disc [&_ul]:pl-5 [&_ol]:list-decimal [&_ol]:pl-5 [&_li+li]:mt-1',
  // GFM task lists: the checkbox stands where the bullet was.
  '[&_.contains-task-list]:list-none [&_.contains-task-list]:pl-1 [&_.task-list-item_input]:mr-1.5 [&_.task-list-item_input]:align-middle',
  '[&_h1]:text-lg [&_h1]:font-semibold [&_h2]:text-base [&_h2]:font-semibold [&_h3]:font-semibold',
  '[&_blockquote]:border-l-2 [&_blockquote]:pl-3 [&_blockquote]:text-muted-foreground',
  '[&_a]:font-medium [&_a]:underline [&_a]:underline-offset-2 [&_hr]:border-border',
  '[&_table]:w-full [&_table]:border-collapse [&_table]:text-left [&_th]:border [&_th]:bg-muted [&_th]:px-2 [&_th]:py-1 [&_td]:border [&_td]:px-2 [&_td]:py-1',
  '[&_:not(pre)>code]:rounded [&_:not(pre)>code]:bg-foreground/10 [&_:not(pre)>code]:px-1 [&_:not(pre)>code]:py-0.5 [&_:not(pre)>code]:font-mono [&_:not(pre)>code]:text-[0.85em]',
  // Footnotes: GFM's "Footnotes" heading is for screen readers; the list sits apart, smaller.
  '[&_.footnotes]:border-t [&_.footnotes]:border-border [&_.footnotes]:pt-2 [&_.footnotes]:text-xs [&_.footnotes]:text-muted-foreground [&_sup_a]:no-underline',
  // Display math scrolls sideways like code rather than overflowing the bubble.
  '[&_.katex-display]:overflow-x-auto [&_.katex-display]:overflow-y-hidden [&_.katex-display]:py-1',
  '[&_img]:max-h-80 [&_img]:rounded-md',
].join(' ');

/**
 * A message as GitHub-flavoured markdown, with math when it has some, and links only for the
 * allowed protocols (docs/behaviour.md, Constants and limits). `streaming`: a reply still being
 * written, shown only as far as it renders as it will stay. `mask`: what a blind turn's reply must
 * not show (decision 044), masked in what is drawn.
 */
export function Markdown({
  content,
  streaming = false,
  mask,
}: {
  content: string;
  streaming?: boolean;
  mask?: RegExp;
}) {
  const shown = streaming ? stableMarkdown(content) : content;
  const math = useMathPlugins(shown);
  // Footnote ids unique on the page, however many messages show a `[^1]`, even the same message twice.
  const prefix = `${useId()}-`;
  // Nothing stable yet (a first line that may become a fence or a table): the caret stands alone.
  if (streaming && shown === '') return <span aria-hidden="true" className="streaming-caret-alone" />;
  return (
    <div className={styles}>
      <ReactMarkdown
        remarkPlugins={math ? [remarkGfm, ...math.remark] : [remarkGfm]}
        remarkRehypeOptions={{ clobberPrefix: prefix }}
        rehypePlugins={[[rehypeFootnoteLabel, prefix], [rehypeMask, mask], ...(math?.rehype ?? [])]}
        urlTransform={safeUrl}
        components={components}
      >
        {shown}
      </ReactMarkdown>
    </div>
  );
}
