import { describe, expect, test } from 'vitest';
import { useBrowser } from '#tests/e2e/helpers/browser';

const e2e = useBrowser();

describe('the built app, as served', () => {
  test('the page title is the product name and its short description', async () => {
    const page = await e2e.newPage();
    await page.goto('/login');
    expect(await page.title()).toBe('Pairwise — Ask two AI models, compare their answers');
  });

  test('the viewport meta disables user zoom', async () => {
    const page = await e2e.newPage();
    await page.goto('/login');
    const content = await page.locator('meta[name="viewport"]').getAttribute('content');
    const settings = Object.fromEntries(
      (content ?? '').split(',').map((part) => part.split('=').map((side) => side.trim()) as [string, string]),
    );
    expect(settings).toMatchObject({ width: 'device-width', 'user-scalable': 'no', 'maximum-scale': '1' });
  });

  test('the browser reaches nothing beyond loopback', async () => {
    const page = await e2e.newPage();
    // A blank page: the app's Content Security Policy would refuse these before the network does.
    await page.goto('about:blank');
    e2e.allowConsoleError(/ERR_PROXY_CONNECTION_FAILED/);
    const reach = (url: string) =>
      page.evaluate(
        (target) =>
          fetch(target, { mode: 'no-cors' }).then(
            () => 'reached',
            () => 'refused',
          ),
        url,
      );
    expect(await reach('https://accounts.google.com/gsi/client')).toBe('refused');
    expect(await reach('http://93.184.216.34/')).toBe('refused');
  });

  test('an unknown path shows the 404 page', async () => {
    const page = await e2e.newPage();
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await page.getByText('Did you forget to add the page to the router?').waitFor();
  });

  test('an unknown API path answers a JSON 404, not the app', async () => {
    const page = await e2e.newPage();
    const response = await page.request.get('/api/nope');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toMatch(/^application\/json/);
    expect(await response.json()).toMatchObject({ message: expect.any(String), code: expect.any(String) });
  });
});

describe('route guards for an anonymous visitor', () => {
  for (const route of ['/', '/c/1', '/projects/1', '/settings', '/admin']) {
    test(`${route} ends on /login`, async () => {
      const page = await e2e.newPage();
      await page.goto(route);
      await page.waitForURL((url) => url.pathname === '/login');
    });
  }

  test('/troubleshoot is public', async () => {
    const page = await e2e.newPage();
    await page.goto('/troubleshoot');
    await page.getByRole('button', { name: 'Test Login', exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/troubleshoot');
  });
});
