import { describe, expect, test } from 'vitest';
import { signInWithTestLogin, useBrowser } from '#tests/e2e/helpers/browser';
import { useFakeProviders } from '#tests/e2e/helpers/fakes';
import { focusDocumentStart, waitForFocus } from '#tests/e2e/helpers/focus';
import { chatScreen, conversationRow, newEmail, sendMessage, sidebar } from '#tests/e2e/helpers/screens';

const e2e = useBrowser();
const fakes = useFakeProviders();

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

  test('Send (clicked or pressed with Enter) and Stop leave the focus in the message box; a send from the box does not take it back', async () => {
    // The fake answers one word at a time, so that Stop is there to press.
    await fakes.setFault('openai', { kind: 'drip', delayMs: 150 });
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail());
    const screen = chatScreen(page);
    const stop = screen.composer.getByRole('button', { name: 'Stop replies' });
    const words = Array.from({ length: 30 }, (_, index) => `w${index}`).join(' ');

    await screen.messageBox.fill(words);
    await screen.sendButton.click();
    await stop.waitFor();
    await waitForFocus(screen.messageBox);
    await stop.click();
    await screen.sendButton.waitFor();
    await waitForFocus(screen.messageBox);

    await screen.messageBox.fill(`Again ${words}`);
    await screen.sendButton.focus();
    await page.keyboard.press('Enter');
    await stop.waitFor();
    await waitForFocus(screen.messageBox);
    await page.keyboard.press('Escape');
    await screen.sendButton.waitFor();

    // Sent from the box, then the person moved on: the reply's end leaves the focus where they are.
    await sendMessage(page, 'One more');
    const newChat = sidebar(page).newChat;
    await newChat.focus();
    // The fake answers the whole conversation, so the stopped questions may come before it.
    await screen.replies('OpenAI').filter({ hasText: 'One more' }).waitFor();
    await screen.sendButton.waitFor();
    await waitForFocus(newChat);
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
