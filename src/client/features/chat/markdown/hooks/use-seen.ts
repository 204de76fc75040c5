import { type RefObject, useEffect, useState } from 'react';

/**
 * True from the first time the element comes within `margin` of the viewport, and then for good.
 * Without IntersectionObserver (old browsers, jsdom) it counts as seen at once.
 */
export function useSeen(ref: RefObject<Element | null>, enabled: boolean, margin = '200px'): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || seen || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled, seen, margin]);
  return seen;
}
