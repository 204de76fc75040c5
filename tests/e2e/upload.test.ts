import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { signInWithTestLogin, useBrowser } from '#tests/e2e/helpers/browser';
import { chatScreen, newEmail, toast } from '#tests/e2e/helpers/screens';
import { pngBytes } from '#tests/helpers/upload-fixtures';

const e2e = useBrowser();

/** Clicks the upload button and picks the file in the chooser it opens, as a person would. */
async function upload(page: Page, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await chatScreen(page).uploadButton.click();
  await (await chooser).setFiles(file);
}

describe('uploading a file', () => {
  test('an accepted file gets a chip and a tag in the text; removing the chip removes the tag', async () => {
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail());
    const screen = chatScreen(page);
    await screen.messageBox.fill('Describe this chart');

    await upload(page, { name: 'chart.png', mimeType: 'image/png', buffer: pngBytes() });
    await toast(page, 'File uploaded').waitFor();
    await toast(page, 'chart.png has been uploaded successfully.').waitFor();
    await screen.attachedFiles.getByText('chart.png').waitFor();
    expect(await screen.messageBox.inputValue()).toBe('Describe this chart [File: chart.png]');

    await screen.attachedFiles.getByRole('button', { name: 'Remove file' }).click();
    await screen.attachedFiles.waitFor({ state: 'detached' });
    expect(await screen.messageBox.inputValue()).toBe('Describe this chart');
  });

  test('a file over 1 MB is refused before it is sent', async () => {
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail());
    await upload(page, { name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(1024 * 1024 + 1) });
    await toast(page, 'File too large').waitFor();
    await toast(page, 'Maximum file size is 1MB.').waitFor();
    expect(await chatScreen(page).attachedFiles.count()).toBe(0);
    expect(await chatScreen(page).messageBox.inputValue()).toBe('');
  });

  test('a file of another type is refused before it is sent', async () => {
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail());
    await upload(page, { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('plain text') });
    await toast(page, 'Invalid file type').waitFor();
    await toast(page, 'Only PDF, JPEG, PNG and DOCX files are allowed.').waitFor();
    expect(await chatScreen(page).attachedFiles.count()).toBe(0);
  });
});
