import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * Whether the element's content is wider than the element, so that it scrolls sideways; kept
 * current as either changes size. A box that scrolls must take the keyboard focus (WCAG 2.1.1),
 * or arrow keys cannot reach what is cut off.
 */
export function useScrollsSideways(ref: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, [ref]);

  return scrolls;
}
