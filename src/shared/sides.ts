/**
 * The two sides a conversation compares: a on the left, b on the right (docs/decisions/038-sides.md).
 * Each reply answers for one side, and each side keeps its own thread.
 */
export const SIDES = ['a', 'b'] as const;
export type Side = (typeof SIDES)[number];
