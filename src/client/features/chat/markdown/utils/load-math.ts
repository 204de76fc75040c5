import type { mathRehypePlugins, mathRemarkPlugins } from '#client/features/chat/markdown/utils/math-plugins';

export interface MathPlugins {
  remark: typeof mathRemarkPlugins;
  rehype: typeof mathRehypePlugins;
}

// `$…$` or `$$…$$` somewhere: worth fetching KaTeX. Dollar amounts may match too; they render as text.
const MATH = /\$\$|\$[^\s$][^$\n]*\$/;

export function mayHaveMath(text: string): boolean {
  return MATH.test(text);
}

let loaded: MathPlugins | null = null;
let loading: Promise<MathPlugins> | null = null;

/** The math plugins once loaded, so that messages rendered later show their math on the first paint. */
export function loadedMath(): MathPlugins | null {
  return loaded;
}

/** remark-math, rehype-katex and KaTeX's CSS: one chunk, fetched the first time a message has math. */
export function loadMath(): Promise<MathPlugins> {
  loading ??= import('#client/features/chat/markdown/utils/math-plugins').then(
    (module) => {
      loaded = { remark: module.mathRemarkPlugins, rehype: module.mathRehypePlugins };
      return loaded;
    },
    (error: unknown) => {
      // A failed fetch (a new deploy, the network) may be tried again by the next message.
      loading = null;
      throw error;
    },
  );
  return loading;
}
