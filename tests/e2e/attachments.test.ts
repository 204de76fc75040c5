import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { screenshot, signInWithTestLogin, useBrowser } from '#tests/e2e/helpers/browser';
import { useFakeProviders } from '#tests/e2e/helpers/fakes';
import { chatScreen, newEmail, sidebar } from '#tests/e2e/helpers/screens';
import { pdfBytes, pngBytes } from '#tests/helpers/upload-fixtures';

const e2e = useBrowser();
const fakes = useFakeProviders();

const IMAGE = { name: 'dot.png', mimeType: 'image/png', buffer: pngBytes() };
const PDF = { name: 'paper.pdf', mimeType: 'application/pdf', buffer: pdfBytes() };

/** Picks files in the chooser the upload button opens, as a person would. */
async function chooseFiles(page: Page, files: (typeof IMAGE)[]): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await chatScreen(page).uploadButton.click();
  await (await chooser).setFiles(files);
}

/** Waits until every chip has uploaded and tagged the text, and Send can be pressed. */
async function waitForUploads(page: Page, names: string[]): Promise<void> {
  const screen = chatScreen(page);
  await expect.poll(() => screen.attachedFiles.getByRole('progressbar').count()).toBe(0);
  for (const name of names) await expect.poll(() => screen.messageBox.inputValue()).toContain(`[File: ${name}]`);
  await expect.poll(() => screen.sendButton.isEnabled()).toBe(true);
}

describe('files sent with a message', () => {
  test('an image and a PDF reach both models, and show on the sent message as a thumbnail opening a preview and a link', async () => {
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail());
    const screen = chatScreen(page);
    await screen.modelToggle('OpenAI').click();
    await screen.modelToggle('Claude').click();
    await screen.messageBox.fill('What do these show?');

    await chooseFiles(page, [IMAGE, PDF]);
    await waitForUploads(page, [IMAGE.name, PDF.name]);
    const chips = screen.attachedFiles.getByRole('listitem');
    expect(await chips.allInnerTexts()).toEqual([IMAGE.name, PDF.name]);
    // The image's chip previews the local file.
    await expect
      .poll(() =>
        chips
          .first()
          .locator('img')
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBe(1);
    await screen.sendButton.click();

    const sent = screen.yourMessages.last().getByRole('list', { name: 'Attachments' });
    const thumbnail = sent.getByRole('img', { name: IMAGE.name });
    await thumbnail.waitFor();
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // The bubble holds the text alone: the files are the chips below it.
    expect(await screen.yourMessages.last().innerText()).not.toContain('[File:');
    await screen.yourMessages.last().getByText('What do these show?', { exact: true }).waitFor();
    // The image opens in the page, whole, with its download.
    await sent.getByRole('button', { name: IMAGE.name }).click();
    const preview = page.getByRole('dialog', { name: IMAGE.name });
    await expect
      .poll(() => preview.getByRole('img', { name: IMAGE.name }).evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    const imageHref = await preview.getByRole('link', { name: /Download/ }).getAttribute('href');
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'detached' });
    const pdfLink = sent.getByRole('link', { name: new RegExp(PDF.name) });
    const pdfHref = await pdfLink.getAttribute('href');
    expect(imageHref).toMatch(/^\/api\/uploads\/\d+$/);
    expect(pdfHref).toMatch(/^\/api\/uploads\/\d+$/);
    expect(pdfHref).not.toBe(imageHref);
    expect(await pdfLink.getAttribute('download')).toBe(PDF.name);
    // The link serves the owner the file itself, with its type, to be saved.
    const file = await page.request.get(pdfHref as string);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toMatch(/^application\/pdf/);
    expect(file.headers()['content-disposition']).toMatch(/^attachment/);
    expect(Buffer.compare(await file.body(), PDF.buffer)).toBe(0);

    await screen
      .replies('OpenAI')
      .getByText(/^OpenAI \(gpt-4o\) answers: [\s\S]*What do these show\?/)
      .waitFor();
    await screen
      .replies('Claude')
      .getByText(/^Claude \(.+\) answers: [\s\S]*What do these show\?/)
      .waitFor();
    expect(await screen.attachedFiles.count()).toBe(0);
    expect(await screen.messageBox.inputValue()).toBe('');
    for (const provider of ['openai', 'anthropic'] as const) {
      const [request] = await fakes.requests(provider);
      const body = JSON.stringify(request);
      expect(body, `${provider} was given the image`).toContain(IMAGE.buffer.toString('base64'));
      expect(body, `${provider} was given the PDF`).toContain(PDF.buffer.toString('base64'));
    }
    await screenshot(page, 'desktop/chat-attachments');
  });

  test('a dropped file and a pasted image become chips, and a removed one is not sent', async () => {
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail());
    const screen = chatScreen(page);
    await screen.messageBox.fill('Two of three');

    // A real DataTransfer holding real files, as the browser makes for a drop or a paste.
    const transfer = (name: string, base64: string, type: string) =>
      page.evaluateHandle(
        ({ name, base64, type }) => {
          const data = new DataTransfer();
          const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
          data.items.add(new File([bytes], name, { type }));
          return data;
        },
        { name, base64, type },
      );
    const dropped = await transfer(PDF.name, PDF.buffer.toString('base64'), PDF.mimeType);
    await screen.composer.dispatchEvent('dragenter', { dataTransfer: dropped });
    await screen.composer.getByText('Drop files to attach them').waitFor();
    await screenshot(page, 'desktop/composer-drop');
    await screen.composer.dispatchEvent('drop', { dataTransfer: dropped });
    await screen.composer.getByText('Drop files to attach them').waitFor({ state: 'detached' });

    const pasted = await transfer('', IMAGE.buffer.toString('base64'), IMAGE.mimeType);
    await screen.messageBox.evaluate(
      (box, clipboardData) => box.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true })),
      pasted,
    );
    await waitForUploads(page, [PDF.name, 'pasted-image-1.png']);
    expect(await screen.attachedFiles.getByRole('listitem').allInnerTexts()).toEqual([PDF.name, 'pasted-image-1.png']);
    await screenshot(page, 'desktop/composer-attachments');

    await screen.attachedFiles.getByRole('button', { name: `Remove file ${PDF.name}` }).click();
    expect(await screen.messageBox.inputValue()).toBe('Two of three [File: pasted-image-1.png]');
    await screen.messageBox.press('Enter');
    const sent = screen.yourMessages.last().getByRole('list', { name: 'Attachments' });
    await sent.getByRole('img', { name: 'pasted-image-1.png' }).waitFor();
    expect(await sent.getByRole('listitem').count()).toBe(1);
    await screen.replies('OpenAI').waitFor();
  });

  test("a model that cannot read images says so beside its reply, outside the reply's text", async () => {
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail());
    const side = sidebar(page);
    await side.root.getByRole('button', { name: 'Model Settings' }).click();
    await side.root.getByRole('combobox', { name: 'OpenAI model' }).click();
    await page.getByRole('option', { name: 'GPT-3.5 Turbo' }).click();

    const screen = chatScreen(page);
    await screen.messageBox.fill('Describe it');
    await chooseFiles(page, [IMAGE]);
    await waitForUploads(page, [IMAGE.name]);
    await screen.messageBox.press('Enter');

    const reply = screen.replies('OpenAI');
    const notice = reply.getByText(`gpt-3.5-turbo cannot read images: it was given the name of ${IMAGE.name} only.`, {
      exact: true,
    });
    await notice.waitFor();
    // The model's own text (the fake echoes what it was given: the note in place of the image) is apart.
    const answer = reply.getByText(/^OpenAI \(gpt-3\.5-turbo\) answers: [\s\S]*Describe it/);
    await answer.waitFor();
    expect(await answer.innerText()).not.toContain('it was given the name of');
    const [request] = await fakes.requests('openai');
    expect(JSON.stringify(request)).not.toContain(IMAGE.buffer.toString('base64'));
  });
});
