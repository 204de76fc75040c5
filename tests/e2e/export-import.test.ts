import fs from 'node:fs/promises';
import type { Download, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { screenshot, signInWithTestLogin, useBrowser } from '#tests/e2e/helpers/browser';
import { expectNoHorizontalOverflow } from '#tests/e2e/helpers/layout';
import { chatScreen, conversationRow, newEmail, sidebar, startConversation } from '#tests/e2e/helpers/screens';
import { openSettings, settingsPage } from '#tests/e2e/helpers/settings-page';

const e2e = useBrowser();

const ANSWER = 'OpenAI (gpt-4o) answers: Plan my week';

/** Runs `click` and answers the download it starts, with its contents. */
async function downloadBy(page: Page, click: () => Promise<void>): Promise<{ download: Download; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const file = await download.path();
  return { download, text: await fs.readFile(file, 'utf8') };
}

async function openDataTab(page: Page, { mobile = false } = {}) {
  await openSettings(page, { mobile });
  await page.getByRole('tab', { name: 'Data' }).click();
  await page.getByRole('tab', { name: 'Data', selected: true }).waitFor();
  const panel = page.getByRole('tabpanel');
  await panel.getByRole('link', { name: 'Export all' }).waitFor();
  return {
    panel,
    exportAll: panel.getByRole('link', { name: 'Export all' }),
    importButton: panel.getByRole('button', { name: 'Import a file…' }),
    outcome: panel.getByRole('alert'),
  };
}

/** Chooses a file for the Data tab's import the way a person does: the button, then the picker. */
async function importThrough(
  page: Page,
  data: Awaited<ReturnType<typeof openDataTab>>,
  file: { name: string; buffer: Buffer },
) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), data.importButton.click()]);
  await chooser.setFiles({ ...file, mimeType: 'application/json' });
}

describe('exporting a conversation', () => {
  test('downloads as Markdown from its row menu and as JSON from the chat header', async () => {
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail());
    await startConversation(page, 'Plan my week');

    const row = conversationRow(sidebar(page).conversations, 'Plan my week');
    await row.menu.click();
    const markdown = await downloadBy(page, () => page.getByRole('menuitem', { name: 'Export as Markdown' }).click());
    expect(markdown.download.suggestedFilename()).toBe('Plan my week.md');
    expect(markdown.text).toMatch(/^# Plan my week\n/);
    expect(markdown.text).toContain('## Turn 1\n\n**You** · ');
    expect(markdown.text).toContain(`### OpenAI · gpt-4o\n\n${ANSWER}`);

    await page.getByRole('banner').getByRole('button', { name: 'Export conversation' }).click();
    await page.getByRole('menuitem', { name: 'Export as JSON' }).waitFor();
    await screenshot(page, 'desktop/chat-export-menu');
    const json = await downloadBy(page, () => page.getByRole('menuitem', { name: 'Export as JSON' }).click());
    expect(json.download.suggestedFilename()).toBe('Plan my week.json');
    const file = JSON.parse(json.text);
    expect(file).toMatchObject({ format: 'pairwise-export', version: 5, projects: [] });
    expect(file.conversations[0].messages.map((message: { content: string }) => message.content)).toEqual([
      'Plan my week',
      ANSWER,
    ]);
    // The page itself stays where it was: a download is not a navigation.
    await chatScreen(page).replies('OpenAI').getByText(ANSWER).waitFor();
  });
});

describe('Settings → Data', () => {
  test('imports an export into another account, says how much came in, and exports it all again', async () => {
    const alice = await e2e.newPage();
    await signInWithTestLogin(alice, newEmail('alice'));
    await startConversation(alice, 'Plan my week');
    await conversationRow(sidebar(alice).conversations, 'Plan my week').menu.click();
    const exported = await downloadBy(alice, () => alice.getByRole('menuitem', { name: 'Export as JSON' }).click());

    const bob = await e2e.newPage();
    await signInWithTestLogin(bob, newEmail('bob'));
    const data = await openDataTab(bob);
    await screenshot(bob, 'desktop/settings-data', { fullPage: true });

    // A file that is not right first: the server's reason, naming the entry, and nothing imported.
    e2e.allowConsoleError(/400 \(Bad Request\).*\/api\/user\/import/);
    const broken = JSON.parse(exported.text);
    broken.conversations[0].messages[1].sender = 'Gemini Pro';
    await importThrough(bob, data, { name: 'broken.json', buffer: Buffer.from(JSON.stringify(broken)) });
    await data.outcome.filter({ hasText: 'Import failed' }).waitFor();
    expect(await data.outcome.textContent()).toContain('conversations[0].messages[1].sender: Expected a connection id');

    // As if the question had been sent with a file: the import names it, with nothing to open.
    const withFile = JSON.parse(exported.text);
    withFile.conversations[0].messages[0].attachments = [{ name: 'agenda.pdf', type: 'application/pdf', size: 2048 }];
    await importThrough(bob, data, { name: 'Plan my week.json', buffer: Buffer.from(JSON.stringify(withFile)) });
    await data.outcome.filter({ hasText: 'Import complete' }).waitFor();
    expect(await data.outcome.textContent()).toContain('Imported 1 conversation with 2 messages.');

    const everything = await downloadBy(bob, () => data.exportAll.click());
    expect(everything.download.suggestedFilename()).toMatch(/^pairwise-export-\d{4}-\d\d-\d\d\.json$/);
    const { exportedAt: _, ...again } = JSON.parse(everything.text);
    const { exportedAt: __, ...original } = withFile;
    expect(again).toEqual(original);

    // The sidebar was read again: the conversation is there to open, with what was said.
    await settingsPage(bob).backToHome.click();
    await conversationRow(sidebar(bob).conversations, 'Plan my week').open.click();
    await chatScreen(bob).replies('OpenAI').getByText(ANSWER).waitFor();
    await chatScreen(bob).yourMessages.getByText('Plan my week').waitFor();
    const file = chatScreen(bob).yourMessages.getByRole('list', { name: 'Attachments not imported' });
    expect(await file.textContent()).toBe('agenda.pdf2 KB · not imported');
    expect(await file.getByRole('link').count()).toBe(0);
    await screenshot(bob, 'desktop/chat-imported-conversation');
  });

  test('fits a phone, as does the chat header with its export menu', async () => {
    const page = await e2e.newPage({ viewport: 'mobile' });
    await signInWithTestLogin(page, newEmail());
    await startConversation(page, 'Plan my week');
    await page.getByRole('banner').getByRole('button', { name: 'Export conversation' }).click();
    await page.getByRole('menuitem', { name: 'Export as Markdown' }).waitFor();
    await expectNoHorizontalOverflow(page);
    await screenshot(page, 'mobile/chat-export-menu');
    await page.keyboard.press('Escape');

    await openDataTab(page, { mobile: true });
    await expectNoHorizontalOverflow(page);
    await screenshot(page, 'mobile/settings-data', { fullPage: true });
  });
});
