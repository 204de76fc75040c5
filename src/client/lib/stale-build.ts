const RELOADED_AT_KEY = 'pairwise:stale-build-reload';
// A second failure this soon after reloading is not a stale build: it goes on to the error boundary.
const RELOAD_AGAIN_AFTER_MS = 10_000;

// Kept per window: the app has one; tests make their own, and leave the page's untouched.
const reloading = new WeakSet<Window>();

/** Whether the page is reloading to pick up a new build: what failed meanwhile is not worth showing. */
export function isReloadingForNewBuild(target: Window = window): boolean {
  return reloading.has(target);
}

function lastReloadAt(storage: Storage): number {
  try {
    return Number(storage.getItem(RELOADED_AT_KEY) ?? 0);
  } catch {
    return 0;
  }
}

/**
 * A tab opened before a deploy asks for the old build's files, which are gone: their names are a
 * hash of their content. Vite reports the failed load as `vite:preloadError`, and a reload picks up
 * the new build. Once: if the files are still missing right after, the error is the boundary's.
 */
export function reloadOnStaleBuild(target: Window = window): void {
  target.addEventListener('vite:preloadError', () => {
    const now = Date.now();
    if (now - lastReloadAt(target.sessionStorage) < RELOAD_AGAIN_AFTER_MS) return;
    try {
      target.sessionStorage.setItem(RELOADED_AT_KEY, String(now));
    } catch {
      // Without storage there is no guard against a loop: leave the error to the boundary.
      return;
    }
    reloading.add(target);
    target.location.reload();
  });
}
