/** How long a message the conversation was opened at (a search hit) stays marked. */
export const HIGHLIGHT_MS = 2500;

/** Its mark: a ring around it, on a faint wash. */
export const HIGHLIGHT_CLASSES = 'bg-primary/5 ring-2 ring-primary/40 ring-offset-4 ring-offset-background';

/** What every message has, so that the mark fades rather than vanishes. */
export const HIGHLIGHTABLE_CLASSES = 'rounded-2xl transition-[box-shadow,background-color] duration-700';
