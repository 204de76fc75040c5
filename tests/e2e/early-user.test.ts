import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { signInWithTestLogin, useBrowser } from '#tests/e2e/helpers/browser';
import { chatScreen, newEmail } from '#tests/e2e/helpers/screens';

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
