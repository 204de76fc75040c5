/** docs/behaviour.md, Main chat screen: the first letter of each word of the name, or "U" when there is no name. */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 'U';
  // Array.from keeps a letter outside the BMP (an emoji, a CJK extension) whole.
  return words.map((word) => Array.from(word)[0]?.toUpperCase() ?? '').join('');
}
