import ReactMarkdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { CodeBlock } from '#client/features/chat/components/code-block';
import { safeUrl } from '#client/features/chat/utils/safe-url';

// Raw HTML is never rendered (no rehype-raw): react-markdown shows it as the text it is.
const components: Components = {
  a: ({ node: _node, href, children, ...props }) =>
    href ? (
      <a {...props} href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    ) : (
      // A link whose protocol was blanked keeps its text, not a link back to this page.
      <span>{children}</span>
    ),
  pre: ({ node: _node, ...props }) => <CodeBlock {...props} />,
  table: ({ node: _node, ...props }) => (
    <div className="overflow-x-auto">
      <table {...props} />
    </div>
  ),
};

const styles = [
  'min-w-0 break-words text-sm leading-relaxed [&>*+*]:mt-3',
  '[&_ul]:list-disc [&_ul]:pl-5 [&_ol]:list-decimal [&_ol]:pl-5 [&_li+li]:mt-1',
  '[&_h1]:text-lg [&_h1]:font-semibold [&_h2]:text-base [&_h2]:font-semibold [&_h3]:font-semibold',
  '[&_blockquote]:border-l-2 [&_blockquote]:pl-3 [&_blockquote]:text-muted-foreground',
  '[&_a]:font-medium [&_a]:underline [&_a]:underline-offset-2 [&_hr]:border-border',
  '[&_table]:w-full [&_table]:border-collapse [&_table]:text-left [&_th]:border [&_th]:bg-muted [&_th]:px-2 [&_th]:py-1 [&_td]:border [&_td]:px-2 [&_td]:py-1',
  '[&_:not(pre)>code]:rounded [&_:not(pre)>code]:bg-foreground/10 [&_:not(pre)>code]:px-1 [&_:not(pre)>code]:py-0.5 [&_:not(pre)>code]:font-mono [&_:not(pre)>code]:text-[0.85em]',
  '[&_img]:max-h-80 [&_img]:rounded-md',
].join(' ');

/** A message as GitHub-flavoured markdown, with links only for SPEC §9's protocols. */
export function Markdown({ content }: { content: string }) {
  return (
    <div className={styles}>
      <ReactMarkdown remarkPlugins={[remarkGfm]} urlTransform={safeUrl} components={components}>
        {content}
      </ReactMarkdown>
    </div>
  );
}
