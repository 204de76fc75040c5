import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isReloadingForNewBuild, reloadOnStaleBuild } from '#client/lib/stale-build';

/** A window whose reload is counted: the event target, its session storage, its location. */
function fakeWindow() {
  const events = new EventTarget();
  const reload = vi.fn();
  const target = Object.assign(events, { sessionStorage: window.sessionStorage, location: { reload } });
  const asWindow = target as unknown as Window;
  reloadOnStaleBuild(asWindow);
  const failLoad = () => target.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
  return { reload, failLoad, window: asWindow };
}

beforeEach(() => {
  vi.useFakeTimers({ now: 5_000_000 });
  window.sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('reloadOnStaleBuild', () => {
  it("reloads the page when a build's file fails to load, to pick up the new build", () => {
    const page = fakeWindow();
    expect(isReloadingForNewBuild(page.window)).toBe(false);

    page.failLoad();

    expect(page.reload).toHaveBeenCalledTimes(1);
    expect(isReloadingForNewBuild(page.window)).toBe(true);
    expect(isReloadingForNewBuild()).toBe(false);
  });

  it('does not reload again right after a reload (the reloaded page is a new window), only later', () => {
    fakeWindow().failLoad();
    const reloaded = fakeWindow();

    reloaded.failLoad();
    expect(reloaded.reload).not.toHaveBeenCalled();

    vi.advanceTimersByTime(10_000);
    reloaded.failLoad();
    expect(reloaded.reload).toHaveBeenCalledTimes(1);
  });
});
