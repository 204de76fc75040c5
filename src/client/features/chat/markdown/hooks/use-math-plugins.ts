import { useEffect, useState } from 'react';
import { loadedMath, loadMath, mayHaveMath } from '#client/features/chat/markdown/utils/load-math';

/**
 * The math plugins for a message that has math, loaded on demand; null before they load and for a
 * message without math (which renders as before: KaTeX is never fetched for it).
 */
export function useMathPlugins(content: string) {
  const wanted = mayHaveMath(content);
  const [math, setMath] = useState(loadedMath);

  useEffect(() => {
    if (!wanted || math) return;
    let current = true;
    loadMath().then(
      (loaded) => {
        if (current) setMath(loaded);
      },
      (error: unknown) => console.warn('Loading math rendering failed', error),
    );
    return () => {
      current = false;
    };
  }, [wanted, math]);

  return wanted ? math : null;
}
