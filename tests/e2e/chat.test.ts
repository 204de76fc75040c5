import { describe, expect, test } from 'vitest';
import { signInWithTestLogin, useBrowser } from '#tests/e2e/helpers/browser';
import { useFakeProviders } from '#tests/e2e/helpers/fakes';
import { chatScreen, conversationRow, newEmail, sendMessage, sidebar } from '#tests/e2e/helpers/screens';

const e2e = useBrowser();
const fakes = useFakeProviders();

const OPENAI_ANSWER = (question: string) => `OpenAI (gpt-4o) answers: ${question}`;
const CLAUDE_ANSWER = (question: string) => `Claude (claude-3-7-sonnet-20250219) answers: ${question}`;

describe('chatting with both providers', () => {
  test('a new account compares: its first message gets one reply from each, with its icon and name', async () => {
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail(), { comparing: true });
    const screen = chatScreen(page);
    await screen.chat.getByText('Welcome to Pairwise').waitFor();

    // Both are on from the start: comparing is the default.
    expect(await screen.modelToggle('OpenAI').getAttribute('aria-pressed')).toBe('true');
    expect(await screen.modelToggle('Claude').getAttribute('aria-pressed')).toBe('true');
    const question = 'Summarise the history of the Roman Empire briefly';
    await sendMessage(page, question);

    await screen.yourMessages.getByText(question).waitFor();
    await screen.replies('OpenAI').getByText(OPENAI_ANSWER(question)).waitFor();
    await screen.replies('Claude').getByText(CLAUDE_ANSWER(question)).waitFor();
    expect(await screen.replies('OpenAI').count()).toBe(1);
    expect(await screen.replies('Claude').count()).toBe(1);
    // Each reply carries its provider's mark (an icon) beside the provider's name.
    for (const [label, sender] of [
      ['OpenAI', 'openai'],
      ['Claude', 'claude'],
    ] as const) {
      const reply = screen.replies(label);
      expect(await reply.locator(`[data-sender="${sender}"] svg`).count()).toBe(1);
      expect(await reply.getByText(label, { exact: true }).count()).toBe(1);
    }
    // The first message titled the conversation: its first 30 characters and an ellipsis.
    const title = 'Summarise the history of the R...';
    await screen.topBarTitle.getByText(title, { exact: true }).waitFor();
    await conversationRow(sidebar(page).conversations, title).open.waitFor();
    expect(await screen.messageBox.inputValue()).toBe('');
    expect((await fakes.requests('openai')).map((body) => body.model)).toEqual(['gpt-4o']);
    expect((await fakes.requests('anthropic')).map((body) => body.model)).toEqual(['claude-3-7-sonnet-20250219']);
  });

  test('with no model toggled, the default model is marked and is the only one that answers', async () => {
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail());
    const screen = chatScreen(page);
    await screen.modelToggle('OpenAI').getByText('(default)').waitFor();
    expect(await screen.modelToggle('Claude').getByText('(default)').count()).toBe(0);

    await sendMessage(page, 'Hello there');
    await screen.replies('OpenAI').getByText(OPENAI_ANSWER('Hello there')).waitFor();
    expect(await fakes.requests('anthropic')).toEqual([]);
    expect(await screen.replies('Claude').count()).toBe(0);
  });

  test('each pending provider shows its own typing indicator until its reply arrives', async () => {
    // The fakes answer late here, so that "is typing" stays on screen long enough to be seen.
    await fakes.setFault('openai', { kind: 'slow', delayMs: 4000 });
    await fakes.setFault('anthropic', { kind: 'slow', delayMs: 4000 });
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail());
    const screen = chatScreen(page);
    await screen.modelToggle('OpenAI').click();
    await screen.modelToggle('Claude').click();
    await sendMessage(page, 'Take your time');

    await screen.typing('OpenAI').waitFor();
    await screen.typing('Claude').waitFor();
    await screen.replies('OpenAI').getByText(OPENAI_ANSWER('Take your time')).waitFor();
    await screen.replies('Claude').getByText(CLAUDE_ANSWER('Take your time')).waitFor();
    await screen.typing('OpenAI').waitFor({ state: 'detached' });
    await screen.typing('Claude').waitFor({ state: 'detached' });
  });

  test('a provider that fails gives a reply marked as an error, and the other still answers', async () => {
    await fakes.setFault('openai', {
      kind: 'status',
      status: 401,
      body: {
        error: { message: 'Incorrect API key provided', type: 'invalid_request_error', code: 'invalid_api_key' },
      },
    });
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail());
    const screen = chatScreen(page);
    await screen.modelToggle('OpenAI').click();
    await screen.modelToggle('Claude').click();
    await sendMessage(page, 'Are you there?');

    const failed = screen.replies('OpenAI');
    await failed.getByText("OpenAI refused the server's API key", { exact: false }).waitFor();
    await failed.getByRole('img', { name: 'Error' }).waitFor();
    await screen.replies('Claude').getByText(CLAUDE_ANSWER('Are you there?')).waitFor();
    expect(await screen.replies('Claude').getByRole('img', { name: 'Error' }).count()).toBe(0);
    await screen.typing('OpenAI').waitFor({ state: 'detached' });
  });
});

describe('the composer', () => {
  test('Send is disabled while the text is blank; Shift+Enter breaks the line and Enter sends', async () => {
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail());
    const screen = chatScreen(page);
    expect(await screen.sendButton.isDisabled()).toBe(true);
    await screen.messageBox.fill('   ');
    expect(await screen.sendButton.isDisabled()).toBe(true);
    await screen.messageBox.press('Enter');

    await screen.messageBox.fill('');
    await screen.messageBox.pressSequentially('first line');
    await screen.messageBox.press('Shift+Enter');
    await screen.messageBox.pressSequentially('second line');
    expect(await screen.messageBox.inputValue()).toBe('first line\nsecond line');
    expect(await screen.sendButton.isDisabled()).toBe(false);
    await screen.messageBox.press('Enter');

    await screen.yourMessages.getByText('second line').waitFor();
    expect(await screen.yourMessages.count()).toBe(1);
    expect(await screen.yourMessages.innerText()).toMatch(/first line\s+second line/);
    await screen.replies('OpenAI').waitFor();
  });

  test('Bold and Insert code wrap the selected text', async () => {
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail());
    const screen = chatScreen(page);
    await screen.messageBox.fill('make this bold');
    await screen.messageBox.press('End');
    for (let i = 0; i < 'bold'.length; i += 1) await screen.messageBox.press('Shift+ArrowLeft');
    await screen.composer.getByRole('button', { name: 'Bold' }).click();
    expect(await screen.messageBox.inputValue()).toBe('make this **bold**');

    await screen.messageBox.fill('run npm test now');
    await screen.messageBox.press('Home');
    for (let i = 0; i < 'run '.length; i += 1) await screen.messageBox.press('ArrowRight');
    for (let i = 0; i < 'npm test'.length; i += 1) await screen.messageBox.press('Shift+ArrowRight');
    await screen.composer.getByRole('button', { name: 'Insert code' }).click();
    expect(await screen.messageBox.inputValue()).toBe('run `npm test` now');
  });

  test('messages render as markdown, with links only for the allowed protocols', async () => {
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail());
    const screen = chatScreen(page);
    await sendMessage(page, 'See [the docs](https://example.com/docs) and [this](javascript:alert(1)) **now**');

    const mine = screen.yourMessages;
    await mine.getByRole('link', { name: 'the docs' }).waitFor();
    expect(await mine.getByRole('link', { name: 'the docs' }).getAttribute('href')).toBe('https://example.com/docs');
    expect(await mine.getByRole('link', { name: 'this' }).count()).toBe(0);
    expect(await mine.getByText('this', { exact: true }).count()).toBe(1);
    expect(await mine.locator('strong').innerText()).toBe('now');
    // The reply echoes the same markdown and is rendered the same way.
    const reply = screen.replies('OpenAI');
    await reply.getByRole('link', { name: 'the docs' }).waitFor();
    expect(await reply.getByRole('link', { name: 'this' }).count()).toBe(0);
  });

  test('the footer’s Privacy Policy and Terms and Conditions open the built-in pages, which lead back home', async () => {
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail());
    for (const title of ['Privacy Policy', 'Terms and Conditions']) {
      await page.getByRole('contentinfo').getByRole('link', { name: title }).click();
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Back to Home' }).click();
      await chatScreen(page).messageBox.waitFor();
    }
  });
});
