import { describe, expect, test } from 'vitest';
import { signInAsAdmin, signInWithTestLogin, useBrowser } from '#tests/e2e/helpers/browser';
import { newEmail, sidebar, toast } from '#tests/e2e/helpers/screens';

const e2e = useBrowser();

describe('the login page', () => {
  test('welcomes an anonymous visitor, with the marketing panel and every sign-in method', async () => {
    const page = await e2e.newPage();
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Welcome to Pairwise', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Leverage the Power of Multiple AI Models' }).waitFor();
    for (const point of [
      'Ask both models simultaneously',
      'Customise temperature and model settings',
      'Save and organise conversations',
    ]) {
      await page.getByRole('heading', { name: point }).waitFor();
    }
    // Google's script is blocked here, as a content blocker would: the button says so instead of hanging.
    const google = page.getByRole('button', { name: 'Google sign-in unavailable' });
    await google.waitFor();
    expect(await google.isDisabled()).toBe(true);
    // The server also allows e-mail and password.
    await page.getByRole('tab', { name: 'Sign in' }).waitFor();
    await page.getByRole('tab', { name: 'Create account' }).waitFor();
    expect(await page.getByText('Authentication Error').count()).toBe(0);
  });

  test('explains a failed Google redirect when the address says auth=error', async () => {
    const page = await e2e.newPage();
    await page.goto('/login?auth=error');
    await page.getByText('Authentication Error', { exact: true }).waitFor();
    await page.getByText(/redirect_uri_mismatch/).waitFor();
  });

  test('sends a signed-in user to /', async () => {
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail());
    await page.goto('/login');
    await page.waitForURL((url) => url.pathname === '/');
  });

  test('creates an account with e-mail and password, which opens the chat screen', async () => {
    const page = await e2e.newPage();
    const email = newEmail('ada');
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Create account' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill('Ada Lovelace');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByLabel('Password').fill('correct horse battery');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const side = sidebar(page);
    await side.root.getByText('Ada Lovelace').waitFor();
    await side.root.getByText(email).waitFor();
  });
});

describe('troubleshoot', () => {
  test('a test login signs in, the session then reads Authenticated, and Go to Home Page opens the app', async () => {
    const page = await e2e.newPage();
    const email = newEmail('tester');
    await page.goto('/troubleshoot');
    await page.getByRole('heading', { name: 'Authentication Troubleshooting' }).waitFor();
    await page.getByText('Not Authenticated', { exact: true }).waitFor();
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Test Login', exact: true }).click();
    await toast(page, 'Test login successful').waitFor();
    await toast(page, `Logged in as ${email}`).waitFor();
    // docs/behaviour.md, States and transitions: the session is checked again a second later.
    await page.getByText('Authenticated', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Go to Home Page' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await sidebar(page).root.getByText(email).waitFor();
  });
});

describe('signed-in users', () => {
  test('Logout in the user menu signs out, and / then leads to /login', async () => {
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail());
    await sidebar(page).userMenu.click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/login');
  });

  test('a user who is not an admin has no Admin Panel entry and is sent from /admin to /', async () => {
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail());
    await sidebar(page).userMenu.click();
    await page.getByRole('menuitem', { name: 'Settings' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Admin Panel' }).count()).toBe(0);
    await page.goto('/admin');
    await page.waitForURL((url) => url.pathname === '/');
  });

  test('an admin has the Admin Panel entry, which opens /admin', async () => {
    const page = await e2e.newPage();
    await signInAsAdmin(page);
    await sidebar(page).userMenu.click();
    await page.getByRole('menuitem', { name: 'Admin Panel' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    // The guard let the page render (a user who is not an admin would have been sent to / by now).
    await page.getByRole('heading').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin');
  });
});
