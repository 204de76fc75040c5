import type { Ref } from 'react';

/** Gives `value` to a ref of either kind, as React does with the ref of an element. */
export function setRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}
