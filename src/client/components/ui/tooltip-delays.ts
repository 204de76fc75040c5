/** docs/behaviour.md, Constants and limits: Radix's defaults. */
const OPEN_DELAY_MS = 700;
const SKIP_DELAY_MS = 300;

/**
 * What Radix's TooltipProvider shares between the tooltips under it: how long the next one waits
 * to open, 700 ms, or none while one is open and for 300 ms after it closes. Kept outside Radix, so
 * that tooltips whose code loads after the screen (ui/tooltip.tsx) still share it.
 */
export interface TooltipDelays {
  openDelay(): number;
  subscribe(listener: () => void): () => void;
  /** A tooltip opened or closed. */
  changed(open: boolean): void;
}

export function createTooltipDelays(): TooltipDelays {
  let instant = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();
  const set = (next: boolean) => {
    if (next === instant) return;
    instant = next;
    for (const listener of listeners) listener();
  };
  return {
    openDelay: () => (instant ? 0 : OPEN_DELAY_MS),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    changed(open) {
      clearTimeout(timer);
      if (open) set(true);
      else timer = setTimeout(() => set(false), SKIP_DELAY_MS);
    },
  };
}
