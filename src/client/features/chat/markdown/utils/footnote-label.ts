import type { Element, Root, RootContent } from 'hast';

const LABEL = 'footnote-label';

function relabel(node: Root | RootContent, id: string): void {
  if (node.type !== 'root' && node.type !== 'element') return;
  if (node.type === 'element') labelElement(node, id);
  for (const child of node.children) relabel(child, id);
}

function labelElement(element: Element, id: string): void {
  const { properties } = element;
  if (properties.id === LABEL) properties.id = id;
  const described = properties.ariaDescribedBy;
  if (Array.isArray(described)) {
    properties.ariaDescribedBy = described.map((token) => (token === LABEL ? id : token));
  }
}

/**
 * A rehype plugin: remark-rehype names the footnote list's heading `footnote-label` whatever its
 * clobber prefix, and every reference points at it. With many messages on a page that id would
 * repeat, so each message's heading takes `<prefix>footnote-label`.
 */
export function rehypeFootnoteLabel(prefix: string) {
  return (tree: Root) => relabel(tree, `${prefix}${LABEL}`);
}
