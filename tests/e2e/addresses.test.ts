import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { signInWithTestLogin, useBrowser } from '#tests/e2e/helpers/browser';
import {
  chatScreen,
  conversationRow,
  createProject,
  newEmail,
  sidebar,
  startConversation,
  toast,
} from '#tests/e2e/helpers/screens';

const e2e = useBrowser();

const pathOf = (page: Page) => new URL(page.url()).pathname;
const historyLength = (page: Page) => page.evaluate(() => history.length);

/** The chat shows this conversation's first message, and only that conversation's. */
async function showsConversation(page: Page, text: string): Promise<void> {
  await chatScreen(page).yourMessages.getByText(text, { exact: true }).waitFor();
  expect(await chatScreen(page).yourMessages.count()).toBe(1);
}

async function showsWelcome(page: Page): Promise<void> {
  await chatScreen(page).chat.getByText('Welcome to Pairwise').waitFor();
  expect(await chatScreen(page).yourMessages.count()).toBe(0);
}

describe('the address names what is on screen', () => {
  test('New Chat goes to /, Back and Forward show what their address names, and a send takes /c/{id}', async () => {
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail());
    const first = await startConversation(page, 'First topic');
    const side = sidebar(page);

    await side.newChat.click();
    await page.waitForURL((url) => url.pathname === '/');
    await showsWelcome(page);
    const chatRow = side.conversations.getByRole('button', { name: /^Chat / });
    await chatRow.waitFor();
    // A second click on a chat still empty reuses it: no pile of empty "Chat …" rows.
    await side.newChat.click();
    await page.reload();
    await showsWelcome(page);
    await expect.poll(() => side.conversations.getByRole('listitem').count()).toBe(2);

    await page.goBack();
    await page.waitForURL((url) => url.pathname === `/c/${first}`);
    await showsConversation(page, 'First topic');
    await page.goForward();
    await page.waitForURL((url) => url.pathname === '/');
    await showsWelcome(page);

    // The first send from / takes its place, with no new history entry.
    const entries = await historyLength(page);
    const second = await startConversation(page, 'Second topic');
    expect(second).not.toBe(first);
    expect(await historyLength(page)).toBe(entries);

    // Choosing in the sidebar is a step of its own: Back returns to the conversation before.
    await conversationRow(side.conversations, 'First topic').open.click();
    await page.waitForURL((url) => url.pathname === `/c/${first}`);
    await showsConversation(page, 'First topic');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === `/c/${second}`);
    await showsConversation(page, 'Second topic');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === `/c/${first}`);
    await showsConversation(page, 'First topic');
  });

  test('a chat begun with New Chat takes its first message as its title', async () => {
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail());
    const side = sidebar(page);
    await side.newChat.click();
    const chatRow = side.conversations.getByRole('button', { name: /^Chat / });
    await chatRow.waitFor();
    await startConversation(page, 'Named by its message');
    await conversationRow(side.conversations, 'Named by its message').open.waitFor();
    await chatRow.waitFor({ state: 'detached' });
    await chatScreen(page).topBarTitle.filter({ hasText: 'Named by its message' }).waitFor();
  });

  test('Back to / from a conversation shows the welcome screen, not that conversation', async () => {
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail());
    await startConversation(page, 'Only topic');
    await page.goto('/');
    await showsWelcome(page);

    await conversationRow(sidebar(page).conversations, 'Only topic').open.click();
    await showsConversation(page, 'Only topic');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    await showsWelcome(page);
    expect(await chatScreen(page).topBarTitle.innerText()).toBe('Start a conversation');
  });

  test('deleting the open conversation goes to /; Undo brings it back; otherwise it is deleted', async () => {
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail());
    const id = await startConversation(page, 'Doomed topic');
    const row = conversationRow(sidebar(page).conversations, 'Doomed topic');

    await row.menu.click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await toast(page, 'Conversation deleted').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await showsWelcome(page);
    await row.row.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.waitForURL((url) => url.pathname === `/c/${id}`);
    await showsConversation(page, 'Doomed topic');
    await row.open.waitFor();

    await row.menu.click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    // Once the Undo has run out, the server has deleted it.
    const deleted = page.waitForResponse(
      (response) => response.request().method() === 'DELETE' && response.url().endsWith(`/api/conversations/${id}`),
      { timeout: 10_000 },
    );
    expect((await deleted).status()).toBe(200);
    await page.reload();
    await sidebar(page).root.getByText('No conversations yet').waitFor();
  });

  test('a delete still within its Undo is sent when the tab closes', async () => {
    const email = newEmail();
    const page = await e2e.newPage();
    await signInWithTestLogin(page, email);
    await startConversation(page, 'Closing topic');
    await conversationRow(sidebar(page).conversations, 'Closing topic').menu.click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await toast(page, 'Conversation deleted').waitFor();
    await page.close({ runBeforeUnload: true });

    // The page and its timer are gone: only a request sent as the tab closed can have deleted it.
    const again = await e2e.newPage();
    await signInWithTestLogin(again, email);
    await sidebar(again).root.getByText('No conversations yet').waitFor({ timeout: 3000 });
  });

  test('moving the open conversation into a collapsed project opens that project and names it', async () => {
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail());
    await createProject(page, { name: 'Garden' });
    const id = await startConversation(page, 'Tomato care');
    const side = sidebar(page);
    await side
      .project('Garden')
      .getByRole('button', { name: /Garden/, expanded: false })
      .waitFor();

    await conversationRow(side.conversations, 'Tomato care').menu.click();
    await page.getByRole('menuitem', { name: 'Move to project' }).click();
    await page.getByRole('menuitem', { name: 'Garden' }).click();
    await toast(page, 'Conversation moved').waitFor();
    await page
      .getByRole('region', { name: /Notifications/ })
      .getByText('Now in Garden')
      .waitFor();
    await side
      .project('Garden')
      .getByRole('button', { name: /Garden/, expanded: true })
      .waitFor();
    const moved = conversationRow(side.projectConversations('Garden'), 'Tomato care').open;
    expect(await moved.getAttribute('aria-current')).toBe('true');
    expect(pathOf(page)).toBe(`/c/${id}`);
  });
});

describe('an address that names no conversation of yours', () => {
  test.each(['/c/999999', '/c/abc', "another user's"])(
    '%s says so, leads home, and cannot be written to',
    async (address) => {
      e2e.allowConsoleError(/status of 404/);
      let target = address;
      if (address === "another user's") {
        const owner = await e2e.newPage();
        await signInWithTestLogin(owner, newEmail());
        target = `/c/${await startConversation(owner, 'Private topic')}`;
      }
      const page = await e2e.newPage();
      await signInWithTestLogin(page, newEmail());
      await page.goto(target);

      const screen = chatScreen(page);
      await screen.chat.getByRole('heading', { name: 'Conversation not found' }).waitFor();
      expect(await screen.chat.getByText('Private topic').count()).toBe(0);
      expect(await screen.messageBox.isDisabled()).toBe(true);
      expect(await screen.sendButton.isDisabled()).toBe(true);
      await screen.chat.getByRole('link', { name: 'Go Home' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await showsWelcome(page);
      expect(await screen.messageBox.isEnabled()).toBe(true);
    },
  );
});

describe('signing in from a deep link', () => {
  /** Signs in as the built-in admin on the login page the guard sent us to. */
  async function signInHere(page: Page): Promise<void> {
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('textbox', { name: 'Email' }).fill(inject('e2eAdminEmail'));
    await page.getByLabel('Password').fill(inject('e2eAdminPassword'));
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  }

  test('comes back to the conversation, project or settings asked for', async () => {
    const owner = await e2e.newPage();
    await owner.goto('/settings');
    await signInHere(owner);
    await owner.waitForURL((url) => url.pathname === '/settings');
    await owner.goto('/');
    const id = await startConversation(owner, 'Deep link topic');

    const conversation = await e2e.newPage();
    await conversation.goto(`/c/${id}`);
    await signInHere(conversation);
    await conversation.waitForURL((url) => url.pathname === `/c/${id}`);
    await chatScreen(conversation).yourMessages.getByText('Deep link topic').waitFor();

    const project = await e2e.newPage();
    await project.goto('/projects/2');
    await signInHere(project);
    await project.waitForURL((url) => url.pathname === '/projects/2');
  });

  test('never leaves the site, whatever the address says', async () => {
    const page = await e2e.newPage();
    await page.goto('/login?next=//evil.example/steal');
    await signInHere(page);
    await page.waitForURL((url) => url.pathname === '/');
    expect(new URL(page.url()).origin).toBe(e2e.baseUrl);
  });
});
