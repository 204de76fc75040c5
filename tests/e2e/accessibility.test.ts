import type { Page } from 'playwright-core';
import { describe, test } from 'vitest';
import {
  type AdminTab,
  adminPage,
  createUsersThroughApi,
  makePasswordResetLink,
  openAdmin,
  searchUsers,
} from '#tests/e2e/helpers/admin-page';
import { expectAccessibleEverywhere, type ViewportName } from '#tests/e2e/helpers/axe';
import { signInAsAdmin, signInWithTestLogin, useBrowser, VIEWPORTS } from '#tests/e2e/helpers/browser';
import { useFakeProviders } from '#tests/e2e/helpers/fakes';
import { waitForFocus } from '#tests/e2e/helpers/focus';
import { expectNoHorizontalOverflow, settleFrames } from '#tests/e2e/helpers/layout';
import { projectPage } from '#tests/e2e/helpers/project-page';
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
import { openSettings, settingsPage } from '#tests/e2e/helpers/settings-page';
import { pngBytes } from '#tests/helpers/upload-fixtures';

const e2e = useBrowser();
useFakeProviders();

// Each screen is checked with axe in light and dark at 1,440 and 375 px, on one page per screen.

/** A code line of 120 characters, wider than a reply on a phone. */
const LONG_CODE_LINE =
  `cities = ${JSON.stringify(['Lisbon', 'Porto', 'Coimbra', 'Braga', 'Faro', 'Aveiro', 'Evora', 'Sintra', 'Cascais', 'Guimaraes', 'Viseu'])}`.padEnd(
    120,
    '#',
  );

/**
 * The message both fake providers echo back, so that each reply has a code block and a table,
 * both wider than a reply at 375 px: they scroll sideways, so they must take the focus.
 */
const RICH_MESSAGE = [
  'Compare **Lisbon** and *Porto* for a `weekend`.',
  '',
  '```python',
  LONG_CODE_LINE,
  '```',
  '',
  '| City | Neighbourhood | Accommodation | Transportation | Restaurants | Attractions |',
  '| --- | --- | --- | --- | --- | --- |',
  '| Lisbon | Alfama | Guesthouse | Tramway | Seafood | Monastery |',
  '| Porto | Ribeira | Apartment | Underground | Francesinha | Bookshop |',
].join('\n');

const isMobile = (viewport: ViewportName) => viewport === 'mobile';

/** Closes whatever overlay is open (a dialog, the mobile sidebar) until none is left. */
async function closeOverlays(page: Page): Promise<void> {
  const dialogs = page.getByRole('dialog');
  for (let open = await dialogs.count(); open > 0; open = await dialogs.count()) {
    await page.keyboard.press('Escape');
    await page.waitForFunction((before) => document.querySelectorAll('[role="dialog"]').length < before, open);
  }
}

async function askBoth(page: Page, text: string): Promise<void> {
  const screen = chatScreen(page);
  await screen.modelToggle('OpenAI').click();
  await screen.modelToggle('Claude').click();
  await sendMessage(page, text);
  for (const label of ['OpenAI', 'Claude'] as const) {
    await screen.replies(label).getByRole('button', { name: 'Copy', exact: true }).first().waitFor();
  }
}

describe('every screen passes axe in both themes at 1,440 and 375 px', () => {
  // The screens anyone can reach signed out: where each one goes, and what says it has drawn.
  test.each([
    {
      screen: 'login',
      path: '/login',
      shown: (page: Page) => page.getByRole('button', { name: 'Google sign-in unavailable' }),
    },
    {
      screen: 'troubleshoot',
      path: '/troubleshoot',
      shown: (page: Page) => page.getByText('Not Authenticated', { exact: true }),
    },
    {
      screen: 'privacy',
      path: '/privacy',
      shown: (page: Page) => page.getByRole('heading', { name: 'Privacy Policy', level: 1 }),
    },
    {
      screen: 'terms',
      path: '/terms',
      shown: (page: Page) => page.getByRole('heading', { name: 'Terms and Conditions', level: 1 }),
    },
    {
      screen: '404',
      path: '/no/such/page',
      shown: (page: Page) => page.getByRole('heading', { name: '404 Page Not Found' }),
    },
  ])('$screen', async ({ screen, path, shown }) => {
    const page = await e2e.newPage();
    await page.goto(path);
    await shown(page).waitFor();
    await expectAccessibleEverywhere(page, screen);
  });

  test('chat welcome', async () => {
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail('welcome'));
    await chatScreen(page).chat.getByText('Welcome to Pairwise').waitFor();
    await expectAccessibleEverywhere(page, 'chat welcome');
  });

  test('a conversation with both replies, a code block, a table and the differences marked', async () => {
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail('conversation'));
    await askBoth(page, RICH_MESSAGE);
    const screen = chatScreen(page);
    const reply = screen.replies('OpenAI');
    await reply.getByRole('table').waitFor();
    // On a phone both scroll sideways: each is a named Tab stop.
    await page.setViewportSize(VIEWPORTS.mobile);
    await reply.getByRole('group', { name: 'Code: Python' }).waitFor();
    await reply.getByRole('group', { name: 'Table' }).waitFor();
    await page.setViewportSize(VIEWPORTS.desktop);
    await screen.chat.getByRole('button', { name: 'Show differences' }).click();
    await screen.replies('OpenAI').locator('del').first().waitFor();
    await expectAccessibleEverywhere(page, 'conversation');
  });

  test('the scoreboard page with a vote counted', async () => {
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail('scoreboard'));
    await askBoth(page, 'Name a river.');
    const votes = chatScreen(page).chat.getByRole('group', { name: 'Which is better?' });
    await votes.getByRole('button', { name: 'Tie' }).click();
    await votes.getByRole('link', { name: 'Scoreboard' }).click();
    await page.getByRole('listitem', { name: 'gpt-4o vs claude-3-7-sonnet-20250219' }).waitFor();
    await expectAccessibleEverywhere(page, 'scoreboard', async (viewport) => {
      // On a phone its figures wrap: nothing is cut off or scrolls sideways.
      if (!isMobile(viewport)) return;
      await settleFrames(page);
      await expectNoHorizontalOverflow(page);
    });
  });

  test('the sidebar open on a phone (beside the chat on a desktop)', async () => {
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail('sidebar'));
    await createProject(page, { name: 'Travel plans' });
    await sendMessage(page, 'Hello there');
    await chatScreen(page).replies('OpenAI').waitFor();
    await expectAccessibleEverywhere(page, 'sidebar', async (viewport) => {
      if (!isMobile(viewport)) return sidebar(page).root.waitFor();
      await page.getByRole('button', { name: 'Open sidebar' }).click();
      await sidebar(page, { mobile: true }).project('Travel plans').waitFor();
    });
  });

  test('the Add Project dialog', async () => {
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail('dialog'));
    await expectAccessibleEverywhere(page, 'Add Project dialog', async (viewport) => {
      await closeOverlays(page);
      const mobile = isMobile(viewport);
      if (mobile) await page.getByRole('button', { name: 'Open sidebar' }).click();
      await sidebar(page, { mobile }).addProject.click();
      await page.getByRole('dialog', { name: 'Add Project' }).getByRole('textbox', { name: 'Name' }).waitFor();
    });
  });

  test('the Keyboard shortcuts dialog', async () => {
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail('keys'));
    await chatScreen(page).messageBox.waitFor();
    await expectAccessibleEverywhere(page, 'Keyboard shortcuts dialog', async () => {
      await closeOverlays(page);
      // Ctrl+/ opens it from the message box too, which has the focus.
      await page.keyboard.press('Control+Slash');
      await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor();
    });
  });

  test('the project page: overview, edit mode and its conversations', async () => {
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail('project'));
    const id = await createProject(page, { name: 'Kitchen', instructions: 'Ask about the budget first.' });
    await page.goto(`/projects/${id}`);
    const project = projectPage(page);
    await project.heading.filter({ hasText: 'Kitchen' }).waitFor();
    await expectAccessibleEverywhere(page, 'project overview');

    await project.edit.click();
    await project.nameInput.fill('');
    await project.save.click();
    await page.getByText('Project name is required').waitFor();
    await expectAccessibleEverywhere(page, 'project edit mode');
    await project.cancel.click();

    await project.conversationsTab.click();
    await project.newConversation.click();
    await page.waitForURL((url) => /^\/c\/\d+$/.test(url.pathname));
    // Said something, it is listed once left (an empty one is not: decision 049).
    await startConversation(page, 'Where does the oven go?');
    await page.goto(`/projects/${id}`);
    await project.conversationsTab.click();
    await project.conversationLinks.first().waitFor();
    await expectAccessibleEverywhere(page, 'project conversations');
  });

  test('Settings, every tab', async () => {
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail('settings'));
    const chooser = page.waitForEvent('filechooser');
    await chatScreen(page).uploadButton.click();
    await (await chooser).setFiles({ name: 'chart.png', mimeType: 'image/png', buffer: pngBytes() });
    await toast(page, 'chart.png has been uploaded successfully.').waitFor();
    // A vote, so that the scoreboard has a table.
    await askBoth(page, 'Which river is longest?');
    // Waited for from before the click: the answer may come before a wait begun after it.
    const voted = page.waitForResponse((response) => response.url().endsWith('/vote') && response.ok());
    await chatScreen(page)
      .chat.getByRole('group', { name: 'Which is better?' })
      .getByRole('button', { name: 'OpenAI' })
      .click();
    await voted;

    await openSettings(page);
    const settings = settingsPage(page);
    const panel = page.getByRole('tabpanel');
    const tabs = [
      { name: 'Profile', ready: settings.profile.save },
      { name: 'Password', ready: settings.password.set },
      { name: 'Preferences', ready: settings.preferences.save },
      { name: 'Files', ready: panel.getByText('chart.png', { exact: true }) },
      { name: 'Scoreboard', ready: panel.getByRole('table', { name: 'All time' }) },
      { name: 'Data', ready: panel.getByRole('button').first() },
    ] as const;
    for (const { name, ready } of tabs) {
      await page.getByRole('tab', { name, exact: true }).click();
      await ready.waitFor();
      await expectAccessibleEverywhere(page, `Settings → ${name}`);
    }
  });

  test('the admin dashboard, every tab, and its Add User dialog', async () => {
    const page = await e2e.newPage();
    await signInAsAdmin(page);
    const admin = await openAdmin(page);
    await page.locator('table[aria-label="Users"][aria-busy="false"]').waitFor();
    const tabs: AdminTab[] = ['Users', 'Settings', 'API Usage', 'Connections', 'System Logs'];
    for (const name of tabs) {
      await admin.tab(name).click();
      await page.getByRole('tabpanel', { name }).waitFor();
      if (name === 'Connections') await page.getByRole('table', { name: 'Connections' }).waitFor();
      if (name === 'Settings') await admin.settingsGroup('Limits per user').waitFor();
      if (name === 'System Logs') await admin.logCount.waitFor();
      await expectAccessibleEverywhere(page, `admin ${name}`);
    }
    await admin.tab('Users').click();
    await expectAccessibleEverywhere(page, 'Add User dialog', async () => {
      await closeOverlays(page);
      await adminPage(page).addUser.click();
      await page.getByRole('dialog', { name: 'Add User' }).waitFor();
    });
  });

  test('the Edit User dialog showing a password reset link, and the page that link opens', async () => {
    const page = await e2e.newPage();
    await signInAsAdmin(page);
    await openAdmin(page);
    const email = newEmail('reset');
    await createUsersThroughApi(page, [{ name: 'Reset Candidate', email, password: 'the old password' }]);
    await searchUsers(page, email);
    const url = await makePasswordResetLink(page, 'Reset Candidate');
    await expectAccessibleEverywhere(page, 'Edit User dialog with a reset link');

    const fresh = await e2e.newPage();
    await fresh.goto(url);
    await fresh.getByRole('button', { name: 'Set password' }).waitFor();
    await expectAccessibleEverywhere(fresh, 'reset password page');
  });
});

describe('the keyboard focus after a sidebar row changes', () => {
  test('renaming a conversation with Enter or Escape gives the focus back to its row', async () => {
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail('rename'));
    await startConversation(page, 'Packing list');
    const row = conversationRow(sidebar(page).conversations, 'Packing list');
    const title = page.getByRole('textbox', { name: 'Conversation title' });

    await row.menu.click();
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    await waitForFocus(title);
    await page.keyboard.press('Escape');
    await waitForFocus(row.open);

    await row.menu.click();
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    await waitForFocus(title);
    await page.keyboard.type('Beach packing list');
    await page.keyboard.press('Enter');
    await waitForFocus(conversationRow(sidebar(page).conversations, 'Beach packing list').open);
  });

  test('deleting a conversation that is not open moves the focus to the next row', async () => {
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail('delete'));
    const side = sidebar(page);
    for (const [index, text] of ['Oldest topic', 'Middle topic', 'Newest topic'].entries()) {
      if (index > 0) {
        await side.newChat.click();
        await chatScreen(page).chat.getByText('Welcome to Pairwise').waitFor();
      }
      await startConversation(page, text);
    }
    // Newest first: deleting the middle one leaves the focus on the oldest, below it.
    const middle = conversationRow(side.conversations, 'Middle topic');
    await middle.menu.click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await toast(page, 'Conversation deleted').waitFor();
    await middle.row.waitFor({ state: 'detached' });
    await waitForFocus(conversationRow(side.conversations, 'Oldest topic').open);
  });

  test('moving a conversation into or out of a project moves the focus to the next row of the list it left', async () => {
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail('move'));
    await createProject(page, { name: 'Travel plans' });
    const side = sidebar(page);
    for (const [index, text] of ['Oldest topic', 'Middle topic', 'Newest topic'].entries()) {
      if (index > 0) {
        await side.newChat.click();
        await chatScreen(page).chat.getByText('Welcome to Pairwise').waitFor();
      }
      await startConversation(page, text);
    }
    const moveTo = async (title: string, project: string) => {
      await conversationRow(side.conversations, title).menu.click();
      await page.getByRole('menuitem', { name: 'Move to project' }).click();
      await page.getByRole('menuitem', { name: project }).click();
      await conversationRow(side.conversations, title).row.waitFor({ state: 'detached' });
    };

    await moveTo('Middle topic', 'Travel plans');
    await waitForFocus(conversationRow(side.conversations, 'Oldest topic').open);
    // The open one: its project opens beside it, newest first, above the middle one.
    await moveTo('Newest topic', 'Travel plans');
    await waitForFocus(conversationRow(side.conversations, 'Oldest topic').open);

    const inProject = side.projectConversations('Travel plans');
    await conversationRow(inProject, 'Middle topic').menu.click();
    await page.getByRole('menuitem', { name: 'Remove from project' }).click();
    await conversationRow(side.conversations, 'Middle topic').row.waitFor();
    await waitForFocus(conversationRow(inProject, 'Newest topic').open);
  });
});
