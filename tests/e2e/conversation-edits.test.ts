import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { signInWithTestLogin, useBrowser } from '#tests/e2e/helpers/browser';
import { chatScreen, conversationRow, newEmail, sendMessage, sidebar } from '#tests/e2e/helpers/screens';

const e2e = useBrowser();

async function converse(page: Page, text: string): Promise<void> {
  await sendMessage(page, text);
  await chatScreen(page).replies('OpenAI').getByText(`OpenAI (gpt-4o) answers: ${text}`).waitFor();
}

describe('renaming a conversation', () => {
  test('from the row menu: Enter saves, Escape cancels, an empty title is refused', async () => {
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail());
    await converse(page, 'Old name');
    const side = sidebar(page);
    const field = side.root.getByRole('textbox', { name: 'Conversation title' });

    await conversationRow(side.conversations, 'Old name').menu.click();
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    await field.fill('Discarded name');
    await field.press('Escape');
    await conversationRow(side.conversations, 'Old name').open.waitFor();

    await conversationRow(side.conversations, 'Old name').menu.click();
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    expect(await field.getAttribute('maxlength')).toBe('200');
    await field.fill('   ');
    await field.press('Enter');
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    await field.fill('Trip to Lisbon');
    await field.press('Enter');
    await conversationRow(side.conversations, 'Trip to Lisbon').open.waitFor();
    await chatScreen(page).topBarTitle.filter({ hasText: 'Trip to Lisbon' }).waitFor();

    await page.reload();
    await conversationRow(sidebar(page).conversations, 'Trip to Lisbon').open.waitFor();
  });

  test('by a double-click on the chat header title', async () => {
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail());
    await converse(page, 'Header name');
    await chatScreen(page).topBarTitle.filter({ hasText: 'Header name' }).dblclick();
    const field = page.getByRole('banner').getByRole('textbox', { name: 'Conversation title' });
    await field.fill('Better header');
    await field.press('Enter');
    await chatScreen(page).topBarTitle.filter({ hasText: 'Better header' }).waitFor();
    await conversationRow(sidebar(page).conversations, 'Better header').open.waitFor();
  });
});

test('an unsent draft stays with its conversation across switching and reloading, until sent', async () => {
  const page = await e2e.newPage();
  await signInWithTestLogin(page, newEmail());
  await converse(page, 'Topic A');
  await page.goto('/');
  await chatScreen(page).chat.getByText('Welcome to Pairwise').waitFor();
  await converse(page, 'Topic B');
  const screen = chatScreen(page);
  const side = sidebar(page);

  await screen.messageBox.fill('half a thought for B');
  await conversationRow(side.conversations, 'Topic A').open.click();
  await screen.yourMessages.getByText('Topic A').waitFor();
  expect(await screen.messageBox.inputValue()).toBe('');
  await screen.messageBox.fill('draft for A');

  await conversationRow(side.conversations, 'Topic B').open.click();
  await screen.yourMessages.getByText('Topic B').waitFor();
  expect(await screen.messageBox.inputValue()).toBe('half a thought for B');
  await page.reload();
  await screen.yourMessages.getByText('Topic B').waitFor();
  expect(await screen.messageBox.inputValue()).toBe('half a thought for B');

  await screen.messageBox.press('Enter');
  await screen.yourMessages.getByText('half a thought for B').waitFor();
  expect(await screen.messageBox.inputValue()).toBe('');
  await page.reload();
  await screen.yourMessages.getByText('half a thought for B').waitFor();
  expect(await screen.messageBox.inputValue()).toBe('');
  await conversationRow(side.conversations, 'Topic A').open.click();
  await screen.yourMessages.getByText('Topic A').waitFor();
  expect(await screen.messageBox.inputValue()).toBe('draft for A');
});
