import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { signInWithTestLogin, useBrowser } from '#tests/e2e/helpers/browser';
import { waitForFocus } from '#tests/e2e/helpers/focus';
import { chatScreen, newEmail, sidebar } from '#tests/e2e/helpers/screens';

const e2e = useBrowser();

/**
 * Every GET /api/user the page makes from here on, with the script that made it: index.html's own
 * inline script is named by the page's address, the bundle by its /assets/ file (Chromium's record
 * of who started each request).
 */
async function watchUserRequests(page: Page): Promise<{ initiators: string[] }> {
  const seen = { initiators: [] as string[] };
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', (event) => {
    if (new URL(event.request.url).pathname !== '/api/user') return;
    seen.initiators.push(new URL(event.initiator.stack?.callFrames[0]?.url ?? event.initiator.url ?? '').pathname);
  });
  return seen;
}

// docs/decisions/051-early-user-request.md: index.html asks who is signed in while the bundle loads,
// and the app takes that answer for its first read instead of asking again.
describe('who is signed in, asked by the page before its bundle', () => {
  test('a signed-in cold load asks once, from index.html, and shows the chat layout', async () => {
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail('early'));
    const requests = await watchUserRequests(page);

    await page.goto('/');
    await chatScreen(page).messageBox.waitFor();

    expect(requests.initiators).toEqual(['/']);
    expect(await page.evaluate(() => window.pairwiseEarlyUser)).toBeUndefined();
  });

  test('a signed-out cold load takes the early 401 as "no user" and goes to the login page', async () => {
    e2e.allowConsoleError(/status of 401 \(Unauthorized\).*\/api\/user/);
    const page = await e2e.newPage();
    const requests = await watchUserRequests(page);

    await page.goto('/c/1');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('button', { name: 'Google sign-in unavailable' }).waitFor();

    expect(requests.initiators).toEqual(['/c/1']);
  });
});

// docs/behaviour.md, Main chat screen: the layout appears 500 ms after the user is known. It is
// drawn during that time, hidden, and does nothing until it shows (decision 057). The page's clock
// is paused, so the half second lasts as long as the test needs.
describe('the chat layout, 500 ms after the user is known', () => {
  test('is drawn while the spinner shows, out of sight and out of reach, and appears when the delay ends', async () => {
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail('delay'));
    const screen = chatScreen(page);
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);

    await page.goto('/');
    await page.getByText('Loading application...').waitFor();
    // Drawn: the message box is in the document, but hidden. Once the screen's code and data are
    // in, React's own timers finish the drawing (it throttles a part that suspended): the clock
    // moves on in small steps, short of the delay.
    await page.waitForLoadState('networkidle');
    const drawn = page.locator('#message-box');
    let elapsed = 0;
    while ((await drawn.count()) === 0 && elapsed < 480) {
      await page.clock.runFor(20);
      elapsed += 20;
    }
    expect(await drawn.count()).toBe(1);
    expect(await drawn.isVisible()).toBe(false);
    expect(await screen.messageBox.count()).toBe(0);
    // Its keys are not listening yet: Ctrl+K neither moves the focus nor shows the sidebar's search.
    await page.keyboard.press('Control+K');
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);

    await page.clock.runFor(499 - elapsed);
    expect(await screen.messageBox.count()).toBe(0);
    await page.clock.runFor(1);
    await screen.messageBox.waitFor();
    await page.clock.resume();
    expect(await page.getByText('Loading application...').count()).toBe(0);
    await page.keyboard.press('Control+K');
    await waitForFocus(sidebar(page).search);
  });
});
