/*
 * The page side, as strings: tsx compiles this file with esbuild, whose helpers (`__name`) would
 * be missing in the page if a function were handed to Playwright. Runs before the app's scripts and
 * polls once a frame, so the frame that finds the message is the first that can paint it, and the
 * next frame's callback runs once that one has painted. "In view" clips the message's box by every
 * scrolling ancestor and the viewport, each frame, so a list that remounts its rows is still followed.
 */
export const watchScript = (selector: string, layoutSelector: string) => `(() => {
  const figures = {};
  window.__benchOpen = figures;
  const shown = (element) => element.checkVisibility() && element.getBoundingClientRect().height > 0;
  const inView = (element) => {
    let { top, bottom, left, right } = element.getBoundingClientRect();
    for (let node = element.parentElement; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const box = node.getBoundingClientRect();
      [top, bottom] = [Math.max(top, box.top), Math.min(bottom, box.bottom)];
      [left, right] = [Math.max(left, box.left), Math.min(right, box.right)];
    }
    return Math.min(bottom, innerHeight) > Math.max(top, 0) && Math.min(right, innerWidth) > Math.max(left, 0);
  };
  const afterThisFrame = (field) => requestAnimationFrame(() => { figures[field] = performance.now(); });
  const tick = () => {
    if (!figures.layoutFound) {
      const layout = document.querySelector(${JSON.stringify(layoutSelector)});
      if (layout && shown(layout)) {
        figures.layoutFound = true;
        afterThisFrame('layoutShownAt');
      }
    }
    const element = document.querySelector(${JSON.stringify(selector)});
    if (element && shown(element)) {
      if (!figures.found) {
        figures.found = true;
        afterThisFrame('paintedAt');
      }
      if (inView(element)) {
        afterThisFrame('inViewAt');
        return;
      }
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();`;

/** Read in the page once it settled: the figures of one opening (an OpenSample). */
export const FIGURES_SCRIPT = `(() => {
  const entries = [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')];
  const sum = (field) => entries.reduce((total, entry) => total + entry[field], 0);
  const painted = window.__benchOpen.paintedAt;
  const apiEnds = entries
    .filter((entry) => new URL(entry.name).pathname.startsWith('/api/') && entry.responseEnd <= painted)
    .map((entry) => entry.responseEnd);
  // The page's last read of who is signed in before the layout: index.html's early one, or the app's
  // own when the early answer is kept from it (WITHOUT_EARLY_USER).
  const userReads = entries.filter(
    (entry) => new URL(entry.name).pathname === '/api/user' && entry.responseEnd <= window.__benchOpen.layoutShownAt,
  );
  return {
    paintedMs: painted,
    userKnownMs: userReads.at(-1)?.responseEnd ?? null,
    layoutShownMs: window.__benchOpen.layoutShownAt,
    inViewMs: window.__benchOpen.inViewAt ?? null,
    domContentLoadedMs: entries[0].domContentLoadedEventEnd,
    lastApiAnswerMs: Math.max(0, ...apiEnds),
    elements: document.querySelectorAll('[data-message-id]').length,
    requests: entries.length,
    transferBytes: sum('transferSize'),
    encodedBodyBytes: sum('encodedBodySize'),
    decodedBodyBytes: sum('decodedBodySize'),
  };
})()`;

/**
 * The same-run baseline of the early sign-in read (decision 051): index.html still asks, but its
 * answer never reaches the app, which asks again once its bundle has run, as before that read.
 */
export const WITHOUT_EARLY_USER = `Object.defineProperty(window, 'pairwiseEarlyUser', {
  configurable: true,
  get() { return undefined; },
  set() {},
});`;
