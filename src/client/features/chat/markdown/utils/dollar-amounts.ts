interface MdNode {
  type: string;
  value?: string;
  children?: MdNode[];
  position?: { start: { offset?: number }; end: { offset?: number } };
}

/**
 * Pandoc's rule for `$…$`, which remark-math does not apply: the opening `$` is followed by a
 * non-space, the closing one follows a non-space and is not followed by a digit. So "from $5 to $10"
 * stays prose; a pair that breaks the rule goes back to the text it was written as.
 */
function isDollarAmount(node: MdNode, source: string): boolean {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (start === undefined || end === undefined) return false;
  const written = source.slice(start, end);
  const dollars = /^\$+/.exec(written)?.[0].length ?? 0;
  const inside = written.slice(dollars, written.length - dollars);
  return dollars === 1 && (/^\s/.test(inside) || /\s$/.test(inside) || /\d/.test(source.charAt(end)));
}

function restore(node: MdNode, source: string): void {
  const children = node.children ?? [];
  for (const [index, child] of children.entries()) {
    if (child.type === 'inlineMath' && isDollarAmount(child, source)) {
      const start = child.position?.start.offset ?? 0;
      const end = child.position?.end.offset ?? 0;
      // A new node: the math node's `data` would still turn it into math for rehype.
      children[index] = { type: 'text', value: source.slice(start, end), position: child.position };
    } else {
      restore(child, source);
    }
  }
}

/** A remark plugin, after remark-math: inline "math" that is really two dollar amounts becomes text again. */
export function remarkDollarAmounts() {
  return (tree: MdNode, file: { value: unknown }) => restore(tree, String(file.value));
}
