import { useEffect, useState } from 'react';

/**
 * False once the page has been hidden (another tab, a minimised window) for `graceMs`; true again
 * as soon as it is shown. A quick look at another tab changes nothing.
 */
export function usePageInView(graceMs: number): boolean {
  const [inView, setInView] = useState(true);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => {
      clearTimeout(timer);
      if (document.visibilityState === 'visible') setInView(true);
      else timer = setTimeout(() => setInView(false), graceMs);
    };
    update();
    document.addEventListener('visibilitychange', update);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', update);
    };
  }, [graceMs]);
  return inView;
}
