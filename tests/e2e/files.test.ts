import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { screenshot, signInWithTestLogin, useBrowser } from '#tests/e2e/helpers/browser';
import { expectNoHorizontalOverflow } from '#tests/e2e/helpers/layout';
import { chatScreen, newEmail, toast } from '#tests/e2e/helpers/screens';
import { openSettings, openTab, settingsPage } from '#tests/e2e/helpers/settings-page';
import { pngBytes } from '#tests/helpers/upload-fixtures';

const e2e = useBrowser();

async function uploadFromComposer(page: Page, name: string): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await chatScreen(page).uploadButton.click();
  await (await chooser).setFiles({ name, mimeType: 'image/png', buffer: pngBytes() });
  await toast(page, `${name} has been uploaded successfully.`).waitFor();
}

describe('Settings → Files', () => {
  test('lists an uploaded file with the storage it takes, and deletes it after asking', async () => {
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail());
    await uploadFromComposer(page, 'chart.png');

    await openSettings(page);
    await openTab(page, 'Files');
    const { files } = settingsPage(page);
    await files.list.getByText('chart.png', { exact: true }).waitFor();
    expect(await files.storage.getAttribute('aria-valuetext')).toBe(`${pngBytes().length} B of 100 MB used`);
    await expectNoHorizontalOverflow(page);
    await screenshot(page, 'desktop/settings-files', { fullPage: true });

    await files.delete('chart.png').click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this file?' });
    await dialog.getByRole('button', { name: 'Delete File' }).click();
    await toast(page, 'File deleted').waitFor();
    await files.none.waitFor();
    expect(await files.storage.getAttribute('aria-valuetext')).toBe('0 B of 100 MB used');
  });

  test('fits a long file name on a phone', async () => {
    const page = await e2e.newPage({ viewport: 'mobile' });
    await signInWithTestLogin(page, newEmail());
    const name = `a-rather-long-file-name-for-a-small-screen-${'x'.repeat(40)}.png`;
    await uploadFromComposer(page, name);

    await openSettings(page, { mobile: true });
    await openTab(page, 'Files');
    await settingsPage(page).files.delete(name).waitFor();
    await expectNoHorizontalOverflow(page);
    await screenshot(page, 'mobile/settings-files', { fullPage: true });
  });
});
