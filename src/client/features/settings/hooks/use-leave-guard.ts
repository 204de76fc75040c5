import { useEffect, useState } from 'react';

const GUARD_ENTRY = 'pairwise.leaveGuard';

const isGuardEntry = (state: unknown) =>
  typeof state === 'object' && state !== null && (state as Record<string, unknown>)[GUARD_ENTRY] === true;

/**
 * Asks before leaving with unsaved changes: closing or reloading the tab gets the browser's own
 * prompt; leaving within the app (passed through `guard`) and the browser's Back wait for `confirm`
 * or `cancel`.
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
    // Back cannot be cancelled, so a second entry for this page takes it: Back lands on the page
    // itself, which puts the entry back and asks; leaving then goes past both.
    let leaving = false;
    const pushGuardEntry = () => window.history.pushState({ [GUARD_ENTRY]: true }, '', window.location.href);
    const onPopState = () => {
      if (leaving) return;
      pushGuardEntry();
      setPending(() => () => {
        leaving = true;
        window.history.go(-2);
      });
    };
    pushGuardEntry();
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('popstate', onPopState);
      // Saved (or undone) on this page: the extra entry goes, so one Back leaves as before.
      if (!leaving && isGuardEntry(window.history.state)) window.history.back();
    };
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
