import { describe, expect, test } from 'vitest';
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

describe('organising conversations', () => {
  test('a conversation moves into a project, back out of it, and is deleted', async () => {
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail());
    await createProject(page, { name: 'Work' });
    await startConversation(page, 'Plan my week');
    const side = sidebar(page);
    const loose = conversationRow(side.conversations, 'Plan my week');

    // Into the project: the current place ("No project") cannot be chosen.
    await loose.menu.click();
    await page.getByRole('menuitem', { name: 'Move to project' }).click();
    expect(await page.getByRole('menuitem', { name: 'No project' }).getAttribute('aria-disabled')).toBe('true');
    await page.getByRole('menuitem', { name: 'Work' }).click();
    await toast(page, 'The conversation has been moved to the selected project.').waitFor();
    await side.root.getByText('No conversations yet').waitFor();
    // It was the open conversation: its new project opens, so that it stays in sight.
    await side.project('Work').getByRole('button', { name: /Work/, expanded: true }).waitFor();
    const inProject = conversationRow(side.projectConversations('Work'), 'Plan my week');
    await inProject.open.waitFor();

    // Out again: now the project is the place that cannot be chosen.
    await inProject.menu.click();
    await page.getByRole('menuitem', { name: 'Move to project' }).click();
    expect(await page.getByRole('menuitem', { name: 'Work' }).getAttribute('aria-disabled')).toBe('true');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await page.getByRole('menu').first().waitFor({ state: 'detached' });
    await inProject.menu.click();
    await page.getByRole('menuitem', { name: 'Remove from project' }).click();
    await toast(page, 'The conversation has been moved out of its project.').waitFor();
    await loose.open.waitFor();
    await side.project('Work').getByText('No conversations in this project').waitFor();
    // Undo takes the move back, and the next one goes out again.
    await page
      .getByRole('region', { name: /Notifications/ })
      .locator('li')
      .filter({ hasText: 'moved out of its project' })
      .getByRole('button', { name: 'Undo' })
      .click();
    await conversationRow(side.projectConversations('Work'), 'Plan my week').open.waitFor();
    await side.root.getByText('No conversations yet').waitFor();
    await inProject.menu.click();
    await page.getByRole('menuitem', { name: 'Remove from project' }).click();
    await loose.open.waitFor();

    // Deleted: gone from the list, and the chat window is empty again.
    await loose.menu.click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await toast(page, 'Conversation deleted').waitFor();
    await side.root.getByText('No conversations yet').waitFor();
    await chatScreen(page).chat.getByText('Welcome to Pairwise').waitFor();
  });

  test('the search box filters the unprojected conversations by title, ignoring case', async () => {
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail());
    await startConversation(page, 'Alpha question');
    const side = sidebar(page);
    // New Chat starts an empty conversation titled "Chat" and the date and time.
    await side.newChat.click();
    await chatScreen(page).chat.getByText('Welcome to Pairwise').waitFor();
    const chatRow = side.conversations.getByRole('button', { name: /^Chat / });
    await chatRow.waitFor();
    expect(await side.conversations.getByRole('listitem').count()).toBe(2);

    await side.search.fill('ALPHA');
    await chatRow.waitFor({ state: 'detached' });
    await conversationRow(side.conversations, 'Alpha question').open.waitFor();
    expect(await side.conversations.getByRole('listitem').count()).toBe(1);

    await side.search.fill('no such title');
    await side.root.getByText('No matching conversations').waitFor();

    await side.search.fill('');
    await chatRow.waitFor();
    expect(await side.conversations.getByRole('listitem').count()).toBe(2);
  });

  test('choosing a conversation in the sidebar opens it at /c/{id} with its messages', async () => {
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail());
    await startConversation(page, 'First topic');
    await sidebar(page).newChat.click();
    await chatScreen(page).chat.getByText('Welcome to Pairwise').waitFor();

    await conversationRow(sidebar(page).conversations, 'First topic').open.click();
    await page.waitForURL((url) => /^\/c\/\d+$/.test(url.pathname));
    await chatScreen(page).yourMessages.getByText('First topic').waitFor();
    // A reload of that address shows the same conversation.
    await page.reload();
    await chatScreen(page).yourMessages.getByText('First topic').waitFor();
    await chatScreen(page).replies('OpenAI').getByText('OpenAI (gpt-4o) answers: First topic').waitFor();
  });
});
