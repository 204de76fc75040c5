import { type RefObject, useEffect, useMemo, useState } from 'react';
import { useSeen } from '#client/features/chat/markdown/hooks/use-seen';
import { grammarOf } from '#client/features/chat/markdown/utils/code-language';
import { loadedHighlighter, loadHighlighter } from '#client/features/chat/markdown/utils/load-highlighter';

/**
 * The code as highlighted HTML once its grammar has loaded, which it does when the block first
 * comes on screen; null until then, for a plain fence, and for a language we do not highlight.
 * A block still being written is highlighted again as it grows: only colours change, never its
 * layout, and a few kilobytes of code take well under a millisecond next to re-parsing the markdown.
 */
export function useHighlightedCode(
  ref: RefObject<Element | null>,
  code: string,
  language: string | null,
): string | null {
  const grammar = grammarOf(language);
  // The loaded highlighters live in load-highlighter's cache; this only re-renders once one arrives.
  const [, setLoads] = useState(0);
  const ready = loadedHighlighter(grammar);
  const seen = useSeen(ref, grammar !== null && ready === null);

  useEffect(() => {
    if (!seen || !grammar || ready) return;
    let current = true;
    loadHighlighter(grammar).then(
      () => {
        if (current) setLoads((loads) => loads + 1);
      },
      (error: unknown) => console.warn('Loading the code highlighter failed', error),
    );
    return () => {
      current = false;
    };
  }, [seen, grammar, ready]);

  return useMemo(() => (ready ? ready(code) : null), [ready, code]);
}
