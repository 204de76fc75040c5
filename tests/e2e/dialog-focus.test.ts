import { randomUUID } from 'node:crypto';
import type { Locator } from 'playwright-core';
import { describe, test } from 'vitest';
import { adminPage, createUsersThroughApi, openAdmin, searchUsers } from '#tests/e2e/helpers/admin-page';
import { signInAsAdmin, signInWithTestLogin, useBrowser } from '#tests/e2e/helpers/browser';
import { waitForFocus } from '#tests/e2e/helpers/focus';
import { holdScript } from '#tests/e2e/helpers/hold-script';
import { projectPage } from '#tests/e2e/helpers/project-page';
import { createProject, newEmail, sidebar } from '#tests/e2e/helpers/screens';

const e2e = useBrowser();

/** Opens a dialog with a click, checks where the focus lands, closes it with Escape and checks the focus came back. */
async function expectFocusRoundTrip(opener: Locator, dialog: Locator, firstFocus: Locator): Promise<void> {
  await opener.click();
  await dialog.waitFor();
  await waitForFocus(firstFocus);
  await opener.page().keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await waitForFocus(opener);
}

describe('dialogs and the focus', () => {
  test('Add Project focuses Name, even when its form loads late, and gives the focus back on closing', async () => {
    const page = await e2e.newPage();
    const form = await holdScript(page, 'add-project-form');
    await signInWithTestLogin(page, newEmail());
    const side = sidebar(page);
    const dialog = page.getByRole('dialog', { name: 'Add Project' });
    const name = dialog.getByRole('textbox', { name: 'Name' });

    await side.addProject.click();
    await dialog.getByRole('status', { name: 'Loading the form' }).waitFor();
    form.release();
    await waitForFocus(name);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await waitForFocus(side.addProject);

    // The empty list's button opens it too; the close button is another way out.
    const firstProject = side.root.getByRole('button', { name: 'Create Your First Project' });
    await firstProject.click();
    await waitForFocus(name);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await waitForFocus(firstProject);
  });

  test('Delete Project focuses Cancel, the safe choice, and gives the focus back to Delete', async () => {
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail());
    const id = await createProject(page, { name: 'Focus' });
    await page.goto(`/projects/${id}`);
    const project = projectPage(page);
    await project.heading.filter({ hasText: 'Focus' }).waitFor();
    await expectFocusRoundTrip(
      project.delete,
      project.deleteDialog,
      project.deleteDialog.getByRole('button', { name: 'Cancel' }),
    );
  });

  test('the admin dialogs focus their first field or Cancel, and give the focus back to their button', async () => {
    const page = await e2e.newPage();
    await signInAsAdmin(page);
    const admin = await openAdmin(page);
    const t = `t${randomUUID().slice(0, 6)}`;
    await createUsersThroughApi(page, [{ name: `Erin ${t}`, email: `erin-${t}@pairwise.test` }]);
    await searchUsers(page, t);

    const addDialog = page.getByRole('dialog', { name: 'Add User' });
    await expectFocusRoundTrip(admin.addUser, addDialog, addDialog.getByRole('textbox', { name: 'Name', exact: true }));
    const editDialog = page.getByRole('dialog', { name: 'Edit User' });
    await expectFocusRoundTrip(
      adminPage(page).editButton(`Erin ${t}`),
      editDialog,
      editDialog.getByRole('textbox', { name: 'Name', exact: true }),
    );
    const deleteDialog = page.getByRole('alertdialog', { name: 'Confirm Delete User' });
    await expectFocusRoundTrip(
      adminPage(page).deleteButton(`Erin ${t}`),
      deleteDialog,
      deleteDialog.getByRole('button', { name: 'Cancel' }),
    );
  });

  test('closing the phone sidebar gives the focus back to its menu button', async () => {
    const page = await e2e.newPage({ viewport: 'mobile' });
    await signInWithTestLogin(page, newEmail());
    const side = sidebar(page, { mobile: true });
    await expectFocusRoundTrip(
      page.getByRole('button', { name: 'Open sidebar' }),
      side.root,
      side.root.getByRole('button', { name: 'Close sidebar' }),
    );
  });
});
