import type { Root, RootContent } from 'hast';
import { maskText } from '#client/features/chat/turn/utils/blind';

function mask(node: Root | RootContent, pattern: RegExp): void {
  if (node.type === 'text') node.value = maskText(node.value, pattern);
  else if (node.type === 'root' || node.type === 'element') for (const child of node.children) mask(child, pattern);
}

/**
 * A rehype plugin: a blind turn's reply drawn with whatever names a model or its maker masked, in
 * its text and code alike (decision 044). The rendered tree only: the stored text stays as it is.
 */
export function rehypeMask(pattern: RegExp | undefined) {
  return (tree: Root) => {
    if (pattern) mask(tree, pattern);
  };
}
