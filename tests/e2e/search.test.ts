import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { screenshot, signInWithTestLogin, useBrowser } from '#tests/e2e/helpers/browser';
import { expectNoHorizontalOverflow } from '#tests/e2e/helpers/layout';
import {
  chatScreen,
  conversationRow,
  createProject,
  newEmail,
  sendMessage,
  sidebar,
  startConversation,
  toast,
} from '#tests/e2e/helpers/screens';

const e2e = useBrowser();

/** The sidebar's message results, below its Conversations. */
function messageResults(page: Page, { mobile = false } = {}) {
  const region = sidebar(page, { mobile }).root.getByRole('region', { name: 'In messages' });
  return {
    region,
    list: region.getByRole('list', { name: 'Messages found' }),
    announcement: region.locator('[aria-live="polite"]'),
  };
}

/** Whether the element's box lies within the window, at least in part. */
async function inView(page: Page, selector: string): Promise<boolean> {
  const element = page.locator(selector);
  // A list that renders only what is near the view may not hold it at all.
  if ((await element.count()) === 0) return false;
  return element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    return box.bottom > 0 && box.top < window.innerHeight;
  });
}

/** Every address the page's own frame went to, history changes included. */
function addressesOf(page: Page): string[] {
  const addresses: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) addresses.push(new URL(frame.url()).pathname + new URL(frame.url()).search);
  });
  return addresses;
}

describe('searching what was said', () => {
  test('finds messages by word prefixes, grouped by conversation, and opens one at that message', async () => {
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail());
    const terns = await startConversation(page, 'Where do arctic terns migrate?');
    // A long turn after it: the question is then far above what the conversation opens at.
    const long = `Unrelated notes ${'lorem ipsum dolor sit amet '.repeat(250)}end of notes`;
    await sendMessage(page, long);
    await chatScreen(page).replies('OpenAI').getByText('end of notes').waitFor();
    const questionId = await chatScreen(page).yourMessages.first().getAttribute('data-message-id');
    await expect.poll(() => inView(page, `[data-message-id="${questionId}"]`)).toBe(false);
    const side = sidebar(page);
    await side.newChat.click();
    await page.waitForURL((url) => url.pathname === '/');
    await startConversation(page, 'A lemon cake for twelve people');
    // The cake goes into a project: its results say which.
    await createProject(page, { name: 'Baking' });
    const cake = conversationRow(side.conversations, 'A lemon cake for twelve people');
    await cake.menu.click();
    await page.getByRole('menuitem', { name: 'Move to project' }).click();
    await page.getByRole('menuitem', { name: 'Baking' }).click();
    await toast(page, 'The conversation has been moved to the selected project.').waitFor();

    // Any case, any order, the start of each word: both messages of the terns conversation.
    await side.search.fill('MIGR tern');
    const results = messageResults(page);
    await results.list.waitFor();
    expect(await results.list.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
      'Where do arctic terns migrate?',
    ]);
    const links = results.list.getByRole('link');
    expect(await links.count()).toBe(2);
    // Newest first: the reply, then the question.
    expect(await links.first().getAttribute('aria-label')).toBe(
      'OpenAI: OpenAI (gpt-4o) answers: Where do arctic terns migrate?',
    );
    expect(await links.last().getAttribute('aria-label')).toBe('You: Where do arctic terns migrate?');
    expect(await results.list.locator('mark').allTextContents()).toEqual(['terns', 'migrate', 'terns', 'migrate']);
    await expect.poll(() => results.announcement.textContent()).toBe('1 conversation found in messages');
    // The title filter is as it was: no title holds "MIGR tern".
    await side.root.getByText('No matching conversations').waitFor();
    await screenshot(page, 'desktop/sidebar-message-search');

    await side.search.fill('lemo');
    await results.list.getByRole('heading', { name: 'A lemon cake for twelve people' }).waitFor();
    await results.list.getByText('Baking').waitFor();

    await side.search.fill('nothing like this');
    await results.region.getByText('No messages found').waitFor();

    await side.search.fill('terns');
    const question = results.list.getByRole('link', { name: /^You: / });
    const href = `/c/${terns}?message=${questionId}`;
    expect(await question.getAttribute('href')).toBe(href);
    const addresses = addressesOf(page);
    await question.click();
    await page.waitForURL((url) => url.pathname === `/c/${terns}`);
    await expect.poll(() => addresses.includes(href)).toBe(true);
    // The conversation opens at that message, not at its newest turn.
    const target = `[data-message-id="${questionId}"]`;
    await page.locator(target).waitFor();
    await expect.poll(() => inView(page, target)).toBe(true);
    await chatScreen(page).yourMessages.getByText('Where do arctic terns migrate?').waitFor();

    // An empty search gives the sidebar back as it was.
    await side.search.fill('');
    await results.region.waitFor({ state: 'detached' });
    await conversationRow(side.conversations, 'Where do arctic terns migrate?').open.waitFor();
  });

  test('works in the mobile overlay, which closes as a result opens', async () => {
    const page = await e2e.newPage({ viewport: 'mobile' });
    await signInWithTestLogin(page, newEmail());
    await sendMessage(page, 'Pack a raincoat for Bergen');
    await chatScreen(page).replies('OpenAI').getByText('OpenAI (gpt-4o) answers: Pack a raincoat for Bergen').waitFor();
    await page.waitForURL((url) => /^\/c\/\d+$/.test(url.pathname));
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    await page.goto('/');
    await chatScreen(page).messageBox.waitFor();

    await page.getByRole('button', { name: 'Open sidebar' }).click();
    const side = sidebar(page, { mobile: true });
    await side.search.fill('rainc');
    const results = messageResults(page, { mobile: true });
    const reply = results.list.getByRole('link', { name: /^OpenAI: / });
    await reply.waitFor();
    await expectNoHorizontalOverflow(page);
    await screenshot(page, 'mobile/sidebar-message-search');

    const href = await reply.getAttribute('href');
    expect(href).toMatch(new RegExp(`^/c/${id}\\?message=\\d+$`));
    await reply.click();
    await side.root.waitFor({ state: 'detached' });
    await page.waitForURL((url) => url.pathname === `/c/${id}`);
    await chatScreen(page).replies('OpenAI').getByText('OpenAI (gpt-4o) answers: Pack a raincoat for Bergen').waitFor();
  });
});
