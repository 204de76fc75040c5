import { useEffect, useState } from 'react';

/**
 * Asks before leaving with unsaved changes: closing or reloading the tab gets the browser's own
 * prompt; leaving within the app (passed through `guard`) waits for `confirm` or `cancel`.
 */
export function useLeaveGuard(dirty: boolean) {
  const [pending, setPending] = useState<(() => void) | null>(null);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  return {
    /** Runs `leave` now, or once the person agrees to lose their changes. */
    guard(leave: () => void) {
      if (dirty) setPending(() => leave);
      else leave();
    },
    asking: pending !== null,
    confirm() {
      setPending(null);
      pending?.();
    },
    cancel() {
      setPending(null);
    },
  };
}
