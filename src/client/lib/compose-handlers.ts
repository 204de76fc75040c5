import type { SyntheticEvent } from 'react';

/** Runs the owner's handler, then ours unless the owner prevented it: as Radix composes them. */
export function composeHandlers<E extends SyntheticEvent>(
  own: ((event: E) => void) | undefined,
  ours: (event: E) => void,
): (event: E) => void {
  return (event) => {
    own?.(event);
    if (!event.defaultPrevented) ours(event);
  };
}
