import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { signInWithTestLogin, useBrowser } from '#tests/e2e/helpers/browser';
import {
  chatScreen,
  conversationRow,
  createProject,
  newEmail,
  sendMessage,
  sidebar,
  startConversation,
} from '#tests/e2e/helpers/screens';

// docs/decisions/049-empty-conversations.md: a conversation left without a message is deleted as it
// is left; the server keeps at most one per person.

const e2e = useBrowser();

/** What the server holds, as the page's own session reads it: each conversation's title and emptiness. */
async function stored(page: Page): Promise<{ title: string; empty: boolean }[]> {
  return page.evaluate(async () => {
    const response = await fetch('/api/conversations');
    const list = (await response.json()) as { title: string; empty: boolean }[];
    return list.map(({ title, empty }) => ({ title, empty }));
  });
}

describe('conversations left empty', () => {
  test('New Chat twice, its shortcut, then another conversation: no empty row left, nor stored', async () => {
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail());
    await startConversation(page, 'Kept topic');
    const side = sidebar(page);
    const chatRow = side.conversations.getByRole('button', { name: /^Chat / });

    await side.newChat.click();
    await chatScreen(page).chat.getByText('Welcome to Pairwise').waitFor();
    await chatRow.waitFor();
    await side.newChat.click();
    await page.keyboard.press('Control+Shift+O');
    await chatScreen(page).chat.getByText('Welcome to Pairwise').waitFor();
    // Shown, the empty chat is listed, once.
    expect(await chatRow.count()).toBe(1);
    expect(await side.conversations.getByRole('listitem').count()).toBe(2);

    await conversationRow(side.conversations, 'Kept topic').open.click();
    await chatScreen(page).yourMessages.getByText('Kept topic').waitFor();
    await chatRow.waitFor({ state: 'detached' });
    expect(await side.conversations.getByRole('listitem').count()).toBe(1);
    await expect.poll(() => stored(page)).toEqual([{ title: 'Kept topic', empty: false }]);

    // Back to where New Chat showed it: a new chat, not "Conversation not found".
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    await chatScreen(page).chat.getByText('Welcome to Pairwise').waitFor();
    expect(await chatRow.count()).toBe(0);
  });

  test('New Chat then a message: the conversation is kept when left', async () => {
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail());
    await startConversation(page, 'First topic');
    const side = sidebar(page);

    await side.newChat.click();
    await side.conversations.getByRole('button', { name: /^Chat / }).waitFor();
    // Nothing to export yet: the header offers no export until a message is in it.
    const exportMenu = page.getByRole('button', { name: 'Export conversation' });
    expect(await exportMenu.count()).toBe(0);
    await startConversation(page, 'Second topic');
    await exportMenu.waitFor();
    await conversationRow(side.conversations, 'First topic').open.click();
    await chatScreen(page).yourMessages.getByText('First topic').waitFor();

    await conversationRow(side.conversations, 'Second topic').open.waitFor();
    expect(await side.conversations.getByRole('listitem').count()).toBe(2);
    expect((await stored(page)).map((item) => item.empty)).toEqual([false, false]);
  });

  test('a project’s empty conversation goes when New Chat takes its place, and New Chat’s at sign-out', async () => {
    const page = await e2e.newPage();
    const email = newEmail();
    await signInWithTestLogin(page, email);
    await createProject(page, { name: 'Garden' });
    const side = sidebar(page);
    const project = side.project('Garden');
    await project.getByRole('button', { name: /Garden/, expanded: false }).click();
    await project.getByRole('button', { name: 'New Conversation' }).click();
    await page.waitForURL((url) => /^\/c\/\d+$/.test(url.pathname));
    await side
      .projectConversations('Garden')
      .getByRole('button', { name: /^Garden / })
      .waitFor();

    await side.newChat.click();
    await page.waitForURL((url) => url.pathname === '/');
    await side.conversations.getByRole('button', { name: /^Chat / }).waitFor();
    expect((await stored(page)).map((item) => item.title)).toEqual([expect.stringMatching(/^Chat /)]);
    await side
      .projectConversations('Garden')
      .getByRole('button', { name: /^Garden / })
      .waitFor({ state: 'detached' });

    await side.userMenu.click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await signInWithTestLogin(page, email);
    await side.root.getByText('No conversations yet').waitFor();
    expect(await stored(page)).toEqual([]);
  });

  test('a first message sent while leaving keeps the conversation', async () => {
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail());
    await startConversation(page, 'Older topic');
    const side = sidebar(page);
    await side.newChat.click();
    await chatScreen(page).chat.getByText('Welcome to Pairwise').waitFor();

    await sendMessage(page, 'Sent on the way out');
    await conversationRow(side.conversations, 'Older topic').open.click();
    await chatScreen(page).yourMessages.getByText('Older topic').waitFor();

    await conversationRow(side.conversations, 'Sent on the way out').open.waitFor();
    await expect.poll(async () => (await stored(page)).length).toBe(2);
  });
});
