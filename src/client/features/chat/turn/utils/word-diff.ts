import { diffWords } from 'diff';

export interface DiffPart {
  text: string;
  /** `removed`: only in the left reply; `added`: only in the right one. */
  change: 'same' | 'removed' | 'added';
}

export interface WordDiff {
  /** The left reply's text, its words missing from the right one marked `removed`. */
  left: DiffPart[];
  /** The right reply's text, its words missing from the left one marked `added`. */
  right: DiffPart[];
}

// Long, very different replies can take the diff a while: past this it gives up.
const TIMEOUT_MS = 1000;

/**
 * The two texts compared word by word (jsdiff's diffWords, loaded only by the differences toggle);
 * null when they are too different to compare in time.
 */
export function wordDiff(left: string, right: string): WordDiff | null {
  const changes = diffWords(left, right, { timeout: TIMEOUT_MS });
  if (!changes) return null;
  const result: WordDiff = { left: [], right: [] };
  for (const change of changes) {
    if (change.removed) result.left.push({ text: change.value, change: 'removed' });
    else if (change.added) result.right.push({ text: change.value, change: 'added' });
    else {
      result.left.push({ text: change.value, change: 'same' });
      result.right.push({ text: change.value, change: 'same' });
    }
  }
  return result;
}
