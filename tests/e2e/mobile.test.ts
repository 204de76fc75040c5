import { describe, expect, test } from 'vitest';
import { signInWithTestLogin, useBrowser, VIEWPORTS } from '#tests/e2e/helpers/browser';
import { chatScreen, conversationRow, newEmail, sendMessage, sidebar } from '#tests/e2e/helpers/screens';

const e2e = useBrowser();

describe('below 768 px', () => {
  test('the sidebar is a full-screen overlay that opens from the top bar and closes', async () => {
    const page = await e2e.newPage({ viewport: 'mobile' });
    await signInWithTestLogin(page, newEmail());
    expect(await page.getByRole('complementary').count()).toBe(0);
    const side = sidebar(page, { mobile: true });

    await page.getByRole('button', { name: 'Open sidebar' }).click();
    await side.root.waitFor();
    expect(await side.root.boundingBox()).toEqual({ x: 0, y: 0, ...VIEWPORTS.mobile });
    await side.root.getByRole('button', { name: 'Close sidebar' }).click();
    await side.root.waitFor({ state: 'detached' });

    // Starting a chat from the overlay closes it.
    await page.getByRole('button', { name: 'Open sidebar' }).click();
    await side.newChat.click();
    await side.root.waitFor({ state: 'detached' });
    await chatScreen(page).chat.getByText('Welcome to Pairwise').waitFor();
  });

  test('choosing a conversation in the overlay opens it and closes the overlay', async () => {
    const page = await e2e.newPage({ viewport: 'mobile' });
    await signInWithTestLogin(page, newEmail());
    await sendMessage(page, 'Small screens');
    await chatScreen(page).replies('OpenAI').getByText('OpenAI (gpt-4o) answers: Small screens').waitFor();

    await page.getByRole('button', { name: 'Open sidebar' }).click();
    const side = sidebar(page, { mobile: true });
    await conversationRow(side.conversations, 'Small screens').open.click();
    await side.root.waitFor({ state: 'detached' });
    await page.waitForURL((url) => /^\/c\/\d+$/.test(url.pathname));
    await chatScreen(page).yourMessages.getByText('Small screens').waitFor();
  });

  test('the top bar’s New Chat leaves a conversation for a fresh chat, and the title shows whole on two lines', async () => {
    const page = await e2e.newPage({ viewport: 'mobile' });
    await signInWithTestLogin(page, newEmail());
    const question = 'What should I pack for three days of walking in the Lake District?';
    await sendMessage(page, question);
    const screen = chatScreen(page);
    await screen.replies('OpenAI').getByText(`OpenAI (gpt-4o) answers: ${question}`).waitFor();
    await page.waitForURL((url) => /^\/c\/\d+$/.test(url.pathname));
    // "What should I pack for three d..." fits in two lines beside the header's buttons: none of it is cut.
    const title = page.getByRole('banner').getByRole('heading', { level: 1 });
    await title.getByText('What should I pack for three d...', { exact: true }).waitFor();
    const cut = await title.evaluate(
      (element) => element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight,
    );
    expect(cut).toBe(false);

    await page.getByRole('banner').getByRole('button', { name: 'New Chat' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await screen.chat.getByText('Welcome to Pairwise').waitFor();
  });

  test('the desktop layout has the sidebar beside the chat and no menu button', async () => {
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail());
    const box = await sidebar(page).root.boundingBox();
    // docs/behaviour.md, Constants and limits: 18rem at the default 16 px font size.
    expect(box?.width).toBe(288);
    expect(await page.getByRole('button', { name: 'Open sidebar' }).count()).toBe(0);
    // New Chat is the sidebar's: the top bar has none of its own.
    expect(await page.getByRole('banner').getByRole('button', { name: 'New Chat' }).count()).toBe(0);
  });
});
