import { describe, test } from 'vitest';
import { screenshot, signInWithTestLogin, useBrowser, type VIEWPORTS } from '#tests/e2e/helpers/browser';
import { expectNoHorizontalOverflow } from '#tests/e2e/helpers/layout';
import { chatScreen, createProject, newEmail, sendMessage, sidebar } from '#tests/e2e/helpers/screens';

const e2e = useBrowser();

// Every screen at both sizes, each saved under tests/e2e/screenshots/ for a person to look at.
describe.each(['desktop', 'mobile'] as (keyof typeof VIEWPORTS)[])('every screen fits at %s size', (viewport) => {
  test('login, troubleshoot and 404', async () => {
    const page = await e2e.newPage({ viewport });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Google sign-in unavailable' }).waitFor();
    await expectNoHorizontalOverflow(page);
    await screenshot(page, `${viewport}/login`, { fullPage: true });

    await page.goto('/troubleshoot');
    await page.getByText('Not Authenticated', { exact: true }).waitFor();
    await expectNoHorizontalOverflow(page);
    await screenshot(page, `${viewport}/troubleshoot`, { fullPage: true });

    // The footer's links, where no PRIVACY_URL or TERMS_URL is set: the built-in pages.
    for (const [title, path] of [
      ['Privacy Policy', 'privacy'],
      ['Terms and Conditions', 'terms'],
    ] as const) {
      await page.goto(`/${path}`);
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      await expectNoHorizontalOverflow(page);
      await screenshot(page, `${viewport}/${path}`, { fullPage: true });
    }

    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await expectNoHorizontalOverflow(page);
    await screenshot(page, `${viewport}/not-found`);
  });

  test('the chat screen: welcome, a two-provider conversation in a project, the sidebar and a dialog', async () => {
    const page = await e2e.newPage({ viewport });
    await signInWithTestLogin(page, newEmail('grace'));
    const screen = chatScreen(page);
    await screen.chat.getByText('Welcome to Pairwise').waitFor();
    await expectNoHorizontalOverflow(page);
    await screenshot(page, `${viewport}/chat-welcome`);

    const mobile = viewport === 'mobile';
    const openSidebar = async () => {
      if (mobile) await page.getByRole('button', { name: 'Open sidebar' }).click();
      return sidebar(page, { mobile });
    };
    if (mobile) await openSidebar();
    await sidebar(page, { mobile }).addProject.click();
    const dialog = page.getByRole('dialog', { name: 'Add Project' });
    // The form loads on its own; the picture is of the form, not of its spinner.
    await dialog.getByRole('textbox', { name: 'Name' }).waitFor();
    await screenshot(page, `${viewport}/add-project-dialog`);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    if (mobile) {
      await page.keyboard.press('Escape');
      await sidebar(page, { mobile }).root.waitFor({ state: 'detached' });
    }

    await createProject(page, { name: 'Travel plans', instructions: 'Keep answers short.' }, { mobile });
    const side = await openSidebar();
    await side
      .project('Travel plans')
      .getByRole('button', { name: /Travel plans/, expanded: false })
      .click();
    await side.project('Travel plans').getByRole('button', { name: 'New Conversation' }).click();
    await screen.chat.getByText('Project: Travel plans').waitFor();
    await screen.modelToggle('OpenAI').click();
    await screen.modelToggle('Claude').click();
    await sendMessage(page, 'Suggest a **three-day** itinerary for Lisbon, with a `packing-list` and a table.');
    await screen.replies('OpenAI').waitFor();
    await screen.replies('Claude').waitFor();
    await screen.typing('OpenAI').waitFor({ state: 'detached' });
    await screen.typing('Claude').waitFor({ state: 'detached' });
    await expectNoHorizontalOverflow(page);
    await screenshot(page, `${viewport}/chat-conversation`);

    const opened = await openSidebar();
    await opened.project('Travel plans').waitFor();
    await expectNoHorizontalOverflow(page);
    await screenshot(page, `${viewport}/sidebar`);
  });
});
