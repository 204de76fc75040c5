import type { Locator, Page } from 'playwright-core';
import { describe, test } from 'vitest';
import { signInWithTestLogin, useBrowser, type VIEWPORTS } from '#tests/e2e/helpers/browser';
import { expectNoOverlap, settleFrames } from '#tests/e2e/helpers/layout';
import { projectPage } from '#tests/e2e/helpers/project-page';
import { chatScreen, conversationRow, newEmail, sendMessage, sidebar, toast } from '#tests/e2e/helpers/screens';

const e2e = useBrowser();

/** The whole toast (its box, not only its title). */
function toastBox(page: Page, title: string): Locator {
  return toast(page, title).locator('xpath=ancestor::li[1]');
}

describe.each(['desktop', 'mobile'] as const satisfies (keyof typeof VIEWPORTS)[])('toasts at %s size', (viewport) => {
  const mobile = viewport === 'mobile';

  test('a toast on the chat screen covers neither Send nor the top bar', async () => {
    const page = await e2e.newPage({ viewport });
    await signInWithTestLogin(page, newEmail());
    const screen = chatScreen(page);
    await sendMessage(page, 'Toast me');
    await screen.replies('OpenAI').getByText('OpenAI (gpt-4o) answers: Toast me').waitFor();
    // Something typed, so that Send is the button about to be pressed.
    await screen.messageBox.fill('Next question');

    if (mobile) await page.getByRole('button', { name: 'Open sidebar' }).click();
    const side = sidebar(page, { mobile });
    await conversationRow(side.conversations, 'Toast me').menu.click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    if (mobile) {
      // Not Escape: that would dismiss the toast, the topmost layer.
      await side.root.getByRole('button', { name: 'Close sidebar' }).click();
      await side.root.waitFor({ state: 'detached' });
    }
    const box = toastBox(page, 'Conversation deleted');
    await box.waitFor();
    await settleFrames(page);
    await expectNoOverlap(box, screen.sendButton);
    await expectNoOverlap(box, page.getByRole('banner'));
  });

  test("a toast that announces the project page covers none of the page header's buttons", async () => {
    const page = await e2e.newPage({ viewport });
    await signInWithTestLogin(page, newEmail());
    if (mobile) await page.getByRole('button', { name: 'Open sidebar' }).click();
    await sidebar(page, { mobile }).addProject.click();
    const dialog = page.getByRole('dialog', { name: 'Add Project' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Toasted');
    await dialog.getByRole('button', { name: 'Create Project' }).click();
    const project = projectPage(page);
    await project.heading.filter({ hasText: 'Toasted' }).waitFor();
    const box = toastBox(page, 'Project created');
    await box.waitFor();
    await settleFrames(page);
    await expectNoOverlap(box, page.getByRole('banner'));
    for (const button of [project.home, project.edit, project.delete]) await expectNoOverlap(box, button);
  });
});
