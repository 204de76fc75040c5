import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { screenshot, signInWithTestLogin, useBrowser } from '#tests/e2e/helpers/browser';
import { useFakeProviders } from '#tests/e2e/helpers/fakes';
import { boxesInOneFrame, expectNoHorizontalOverflow, expectNoOverlap } from '#tests/e2e/helpers/layout';
import { chatScreen, newEmail, sendMessage } from '#tests/e2e/helpers/screens';
import { openSettings, settingsPage } from '#tests/e2e/helpers/settings-page';

const e2e = useBrowser();
useFakeProviders();

const QUESTION = 'Which is the longest river in Europe?';

/** Asks both providers and waits until both replies are stored (their facts and Copy are under them). */
async function askBoth(page: Page): Promise<void> {
  const screen = chatScreen(page);
  await screen.modelToggle('OpenAI').click();
  await screen.modelToggle('Claude').click();
  await sendMessage(page, QUESTION);
  for (const label of ['OpenAI', 'Claude'] as const) {
    await screen.replies(label).getByRole('button', { name: 'Copy' }).waitFor();
  }
}

const voteGroup = (page: Page) => chatScreen(page).chat.getByRole('group', { name: 'Which is better?' });

describe('comparing the two replies of a turn', () => {
  test('at 1,440 px they stand side by side, OpenAI left; a vote is kept and counted on the scoreboard', async () => {
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail('compare'));
    await askBoth(page);
    const screen = chatScreen(page);

    const [openai, claude] = await boxesInOneFrame(screen.replies('OpenAI'), screen.replies('Claude'));
    expect(openai.x + openai.width).toBeLessThanOrEqual(claude.x);
    expect(Math.abs(openai.y - claude.y)).toBeLessThan(4);
    await expectNoOverlap(screen.replies('OpenAI'), screen.replies('Claude'));
    await expectNoHorizontalOverflow(page);

    // Differences, marked up for everyone: the jsdiff chunk loads on the first press.
    await screen.chat.getByRole('button', { name: 'Show differences' }).click();
    await screen.replies('OpenAI').locator('del').first().waitFor();
    expect(await screen.replies('Claude').locator('ins').count()).toBeGreaterThan(0);
    await screenshot(page, 'desktop/chat-compare');

    // Waited for from before the click: the answer may come before a wait begun after it.
    const voted = page.waitForResponse((response) => response.url().endsWith('/vote') && response.ok());
    await voteGroup(page).getByRole('button', { name: 'OpenAI' }).click();
    await voted;
    await page.reload();
    await screen.replies('Claude').getByRole('button', { name: 'Copy' }).waitFor();
    const kept = voteGroup(page).getByRole('button', { name: 'OpenAI' });
    await page.waitForFunction(
      (element) => element?.getAttribute('aria-pressed') === 'true',
      await kept.elementHandle(),
    );

    // From the vote, the scoreboard page: the pair, and a link back to the turn it counts.
    await voteGroup(page).getByRole('link', { name: 'Scoreboard' }).click();
    await page.waitForURL((url) => url.pathname === '/scoreboard');
    const entry = page.getByRole('listitem', { name: 'gpt-4o vs claude-3-7-sonnet-20250219' });
    await entry.getByText('gpt-4o is better', { exact: false }).or(entry.getByText('Not enough votes yet')).waitFor();
    await entry.getByText('Turns (1)').click();
    await entry.getByRole('link').first().click();
    await page.waitForURL((url) => /^\/c\/\d+$/.test(url.pathname));
    await screen.replies('Claude').getByRole('button', { name: 'Copy' }).waitFor();

    await openSettings(page);
    await page.getByRole('tab', { name: 'Scoreboard' }).click();
    const allTime = page.getByRole('tabpanel').getByRole('table', { name: 'All time' });
    const row = allTime.getByRole('row').filter({ hasText: 'gpt-4o vs claude-3-7-sonnet-20250219' });
    await row.waitFor();
    expect(await row.locator('td').allTextContents()).toEqual([
      'gpt-4o vs claude-3-7-sonnet-20250219',
      '1 (100%)',
      '0',
      '0',
      '0 (0%)',
      '1',
      'Not enough votes yet',
    ]);
    const csv = page.getByRole('link', { name: 'Export CSV' });
    expect(await csv.getAttribute('href')).toBe('/api/votes/scoreboard.csv');
    expect(await settingsPage(page).heading.isVisible()).toBe(true);
  });

  test('the header switch stacks them again, and the choice outlives a reload', async () => {
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail('stacked'));
    await askBoth(page);
    const screen = chatScreen(page);
    await page.getByRole('banner').getByRole('button', { name: 'Stacked' }).click();
    await page.reload();
    await screen.replies('Claude').getByRole('button', { name: 'Copy' }).waitFor();
    const [openai, claude] = await boxesInOneFrame(screen.replies('OpenAI'), screen.replies('Claude'));
    expect(openai.y + openai.height).toBeLessThanOrEqual(claude.y);

    // Read, then vote by key: 4 is the fourth button shown, the second answer's.
    await screen.replies('Claude').getByText(QUESTION).click();
    const voted = page.waitForResponse((response) => response.url().endsWith('/vote') && response.ok());
    await page.keyboard.press('4');
    await voted;
    const chosen = voteGroup(page).getByRole('button', { name: 'Claude', pressed: true });
    await chosen.waitFor();
    expect(await chosen.getAttribute('aria-keyshortcuts')).toBe('4');
  });

  test('at 375 px they are stacked, OpenAI first, with no layout switch', async () => {
    const page = await e2e.newPage({ viewport: 'mobile' });
    await signInWithTestLogin(page, newEmail('mobile-compare'));
    await askBoth(page);
    const screen = chatScreen(page);
    const [openai, claude] = await boxesInOneFrame(screen.replies('OpenAI'), screen.replies('Claude'));
    expect(openai.y + openai.height).toBeLessThanOrEqual(claude.y);
    expect(Math.abs(openai.x - claude.x)).toBeLessThan(4);
    expect(await page.getByRole('button', { name: 'Side by side' }).count()).toBe(0);
    await voteGroup(page).waitFor();
    await expectNoHorizontalOverflow(page);
    await screenshot(page, 'mobile/chat-compare', { fullPage: true });

    await openSettings(page, { mobile: true });
    await page.getByRole('tab', { name: 'Scoreboard' }).click();
    await page.getByText('No votes yet.', { exact: false }).waitFor();
    await expectNoHorizontalOverflow(page);
    await screenshot(page, 'mobile/settings-scoreboard');
  });
});
