import { useLayoutEffect, useState } from 'react';
import { TOAST_AVOID_ATTRIBUTE } from '#client/lib/toast-avoid';

export interface ToastInsets {
  /** Pixels from the top of the window to the bottom of the lowest header. */
  top: number;
  /** Pixels from the bottom of the window to the top of the highest composer. */
  bottom: number;
}

const NONE: ToastInsets = { top: 0, bottom: 0 };

function measure(): ToastInsets {
  let top = 0;
  let bottom = 0;
  for (const element of document.querySelectorAll(`[${TOAST_AVOID_ATTRIBUTE}]`)) {
    const rect = element.getBoundingClientRect();
    if (rect.height === 0) continue;
    if (element.getAttribute(TOAST_AVOID_ATTRIBUTE) === 'top') top = Math.max(top, rect.bottom);
    else bottom = Math.max(bottom, window.innerHeight - rect.top);
  }
  return { top: Math.round(top), bottom: Math.round(bottom) };
}

const same = (a: ToastInsets, b: ToastInsets) => a.top === b.top && a.bottom === b.bottom;

/**
 * Where the headers end and the composer begins, kept up to date while a toast is shown: the
 * screen under it can change (a toast that announces a new page, a composer that grows).
 */
export function useToastInsets(active: boolean): ToastInsets {
  const [insets, setInsets] = useState(NONE);

  useLayoutEffect(() => {
    if (!active) return;
    let frame = 0;
    const resize = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(() => schedule());
    const update = () => {
      frame = 0;
      const next = measure();
      setInsets((current) => (same(current, next) ? current : next));
      for (const element of document.querySelectorAll(`[${TOAST_AVOID_ATTRIBUTE}]`)) resize?.observe(element);
    };
    // Coalesced to one measurement a frame, however often the page changes.
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    const mutations = new MutationObserver(schedule);
    mutations.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      resize?.disconnect();
      mutations.disconnect();
      window.removeEventListener('resize', schedule);
    };
  }, [active]);

  return insets;
}
