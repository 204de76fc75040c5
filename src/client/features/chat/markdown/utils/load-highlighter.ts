import type { HLJSApi, LanguageFn } from 'highlight.js';
import type { Grammar } from '#client/features/chat/markdown/utils/code-language';

/** The code as highlight.js's HTML: every character of the code escaped, only <span class="hljs-…"> added. */
export type HighlightCode = (code: string) => string;

// One chunk each: highlight.js's core, and every grammar on its own, so a TypeScript block fetches
// the core and TypeScript only (decision 027 has the sizes).
const GRAMMARS: Record<Grammar, () => Promise<{ default: LanguageFn }>> = {
  bash: () => import('highlight.js/lib/languages/bash'),
  c: () => import('highlight.js/lib/languages/c'),
  cpp: () => import('highlight.js/lib/languages/cpp'),
  csharp: () => import('highlight.js/lib/languages/csharp'),
  css: () => import('highlight.js/lib/languages/css'),
  diff: () => import('highlight.js/lib/languages/diff'),
  go: () => import('highlight.js/lib/languages/go'),
  java: () => import('highlight.js/lib/languages/java'),
  javascript: () => import('highlight.js/lib/languages/javascript'),
  json: () => import('highlight.js/lib/languages/json'),
  kotlin: () => import('highlight.js/lib/languages/kotlin'),
  markdown: () => import('highlight.js/lib/languages/markdown'),
  php: () => import('highlight.js/lib/languages/php'),
  python: () => import('highlight.js/lib/languages/python'),
  ruby: () => import('highlight.js/lib/languages/ruby'),
  rust: () => import('highlight.js/lib/languages/rust'),
  shell: () => import('highlight.js/lib/languages/shell'),
  sql: () => import('highlight.js/lib/languages/sql'),
  swift: () => import('highlight.js/lib/languages/swift'),
  typescript: () => import('highlight.js/lib/languages/typescript'),
  xml: () => import('highlight.js/lib/languages/xml'),
  yaml: () => import('highlight.js/lib/languages/yaml'),
};

let core: Promise<HLJSApi> | null = null;
const loaded = new Map<Grammar, HighlightCode>();
const loading = new Map<Grammar, Promise<HighlightCode>>();

/** The grammar's highlighter if it has loaded already, so that a block rendered later highlights on its first paint. */
export function loadedHighlighter(grammar: Grammar | null): HighlightCode | null {
  return (grammar && loaded.get(grammar)) ?? null;
}

/** highlight.js's core and the grammar, fetched the first time a block in that language is on screen. */
export function loadHighlighter(grammar: Grammar): Promise<HighlightCode> {
  const pending = loading.get(grammar);
  if (pending) return pending;
  core ??= import('highlight.js/lib/core').then((module) => module.default);
  const promise = Promise.all([core, GRAMMARS[grammar]()]).then(
    ([hljs, language]) => {
      hljs.registerLanguage(grammar, language.default);
      const highlight: HighlightCode = (code) =>
        hljs.highlight(code, { language: grammar, ignoreIllegals: true }).value;
      loaded.set(grammar, highlight);
      return highlight;
    },
    (error: unknown) => {
      // A failed fetch (a new deploy, the network) may be tried again by the next block.
      core = null;
      loading.delete(grammar);
      throw error;
    },
  );
  loading.set(grammar, promise);
  return promise;
}
