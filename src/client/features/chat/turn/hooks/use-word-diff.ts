import { useEffect, useMemo, useState } from 'react';
import type { WordDiff } from '#client/features/chat/turn/utils/word-diff';

type WordDiffModule = typeof import('#client/features/chat/turn/utils/word-diff');

// jsdiff stays out of the chat screen's first load: it is fetched the first time differences are shown.
let loading: Promise<WordDiffModule> | null = null;
const load = () => {
  loading ??= import('#client/features/chat/turn/utils/word-diff').catch((error: unknown) => {
    loading = null; // a later toggle tries again
    throw error;
  });
  return loading;
};

export type WordDiffState =
  | { status: 'off' | 'loading' | 'failed' | 'too-different' }
  | { status: 'ready'; diff: WordDiff };

/** Two replies compared word by word while `enabled`; the comparer loads on first use. */
export function useWordDiff(enabled: boolean, left: string, right: string): WordDiffState {
  const [module, setModule] = useState<WordDiffModule | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!enabled || module) return;
    let current = true;
    setFailed(false);
    load().then(
      (loaded) => current && setModule(loaded),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [enabled, module]);

  const diff = useMemo(
    () => (enabled && module ? module.wordDiff(left, right) : undefined),
    [enabled, module, left, right],
  );
  if (!enabled) return { status: 'off' };
  if (failed) return { status: 'failed' };
  if (diff === undefined) return { status: 'loading' };
  return diff ? { status: 'ready', diff } : { status: 'too-different' };
}
