import 'katex/dist/katex.min.css';
import type { KatexOptions } from 'katex';
import type { Options } from 'react-markdown';
import rehypeKatex from 'rehype-katex';
import remarkMath from 'remark-math';
import { remarkDollarAmounts } from '#client/features/chat/markdown/utils/dollar-amounts';

type Plugins = NonNullable<Options['remarkPlugins']>;

// trust: false (KaTeX's default, said here so no one flips it): \href, \url, \includegraphics and
// \htmlClass are refused and shown as text; react-markdown's urlTransform checks any link anyway.
const katexOptions: KatexOptions = { trust: false, strict: 'ignore' };

export const mathRemarkPlugins: Plugins = [remarkMath, remarkDollarAmounts];
export const mathRehypePlugins: Plugins = [[rehypeKatex, katexOptions]];
