import { describe, expect, test } from 'vitest';
import { signInWithTestLogin, useBrowser } from '#tests/e2e/helpers/browser';
import { focusDocumentStart, waitForFocus } from '#tests/e2e/helpers/focus';
import { chatScreen, conversationRow, newEmail, sendMessage, sidebar } from '#tests/e2e/helpers/screens';

const e2e = useBrowser();

describe('the message box and the keyboard', () => {
  test('the message box has the focus on the welcome screen, after New Chat and when a conversation opens', async () => {
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail());
    const screen = chatScreen(page);
    await waitForFocus(screen.messageBox);

    await sendMessage(page, 'First question');
    await screen.replies('OpenAI').getByText('OpenAI (gpt-4o) answers: First question').waitFor();
    const side = sidebar(page);
    await side.newChat.click();
    await screen.chat.getByText('Welcome to Pairwise').waitFor();
    await waitForFocus(screen.messageBox);

    await conversationRow(side.conversations, 'First question').open.click();
    await screen.yourMessages.getByText('First question').waitFor();
    await waitForFocus(screen.messageBox);
  });

  test('"Skip to message box" is the first Tab stop, hidden until focused, and moves the focus', async () => {
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail());
    const skip = page.getByRole('link', { name: 'Skip to message box' });
    const hidden = await skip.boundingBox();
    expect(hidden?.width ?? 0).toBeLessThanOrEqual(1);

    await focusDocumentStart(page);
    await page.keyboard.press('Tab');
    await waitForFocus(skip);
    const shown = await skip.boundingBox();
    expect(shown?.width ?? 0).toBeGreaterThan(50);

    const address = page.url();
    await page.keyboard.press('Enter');
    await waitForFocus(chatScreen(page).messageBox);
    expect(page.url()).toBe(address);
  });
});
