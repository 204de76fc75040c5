import { describe, expect, test } from 'vitest';
import { screenshot, signInWithTestLogin, useBrowser, type VIEWPORTS } from '#tests/e2e/helpers/browser';
import { expectNoHorizontalOverflow } from '#tests/e2e/helpers/layout';
import { openProjectFromSidebar, projectPage } from '#tests/e2e/helpers/project-page';
import {
  chatScreen,
  conversationIdFromUrl,
  conversationRow,
  createProject,
  newEmail,
  sidebar,
  startConversation,
  toast,
} from '#tests/e2e/helpers/screens';

const e2e = useBrowser();
const DELETE_TEXT =
  'Are you sure you want to delete this project? This action cannot be undone. Conversations in this project will not be deleted, but they will be moved out of this project.';

describe('the project page', () => {
  test('the name, description and instructions are edited in place, saved together and kept', async () => {
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail());
    await createProject(page, { name: 'Garden' });
    const id = await openProjectFromSidebar(page, 'Garden');
    const project = projectPage(page);
    await project.description.getByText('No description provided.').waitFor();
    await project.instructions.getByText('No instructions provided.').waitFor();

    await project.edit.click();
    expect(await project.nameInput.inputValue()).toBe('Garden');
    expect(await project.descriptionBox.getAttribute('placeholder')).toBe('Add a description for your project...');
    expect(await project.instructionsBox.getAttribute('placeholder')).toBe('Add instructions for the AI models...');

    // An empty name is refused on the spot, and nothing is saved.
    await project.nameInput.fill('  ');
    await project.save.click();
    await page.getByText('Project name is required').waitFor();
    expect(await project.nameInput.isVisible()).toBe(true);

    await project.nameInput.fill('Vegetable garden');
    await project.descriptionBox.fill('Beds, seeds and\nwatering');
    await project.instructionsBox.fill('Answer in French.\n- Keep it short');
    await project.save.click();
    await toast(page, 'Project updated').waitFor();
    await toast(page, 'Your project has been updated successfully.').waitFor();
    await project.nameInput.waitFor({ state: 'detached' });
    await project.heading.filter({ hasText: 'Vegetable garden' }).waitFor();
    expect(await project.description.getByText('Beds, seeds and').innerText()).toBe('Beds, seeds and\nwatering');

    await page.reload();
    await project.heading.filter({ hasText: 'Vegetable garden' }).waitFor();
    expect(await project.instructions.getByText('Answer in French.').innerText()).toBe(
      'Answer in French.\n- Keep it short',
    );
    expect(new URL(page.url()).pathname).toBe(`/projects/${id}`);

    await project.home.click();
    await chatScreen(page).messageBox.waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await sidebar(page).project('Vegetable garden').waitFor();
    expect(await sidebar(page).root.getByRole('link', { name: 'Open project Garden', exact: true }).count()).toBe(0);
  });

  test('Cancel and Escape leave edit mode without saving', async () => {
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail());
    await createProject(page, { name: 'Reading list', instructions: 'Recommend classics.' });
    await openProjectFromSidebar(page, 'Reading list');
    const project = projectPage(page);

    await project.edit.click();
    await project.nameInput.fill('Something else');
    await project.instructionsBox.fill('Recommend anything.');
    await project.cancel.click();
    await project.heading.filter({ hasText: 'Reading list' }).waitFor();
    await project.instructions.getByText('Recommend classics.').waitFor();

    await project.edit.click();
    expect(await project.nameInput.inputValue()).toBe('Reading list');
    await project.descriptionBox.fill('Draft');
    await page.keyboard.press('Escape');
    await project.nameInput.waitFor({ state: 'detached' });
    await project.description.getByText('No description provided.').waitFor();

    await page.reload();
    await project.heading.filter({ hasText: 'Reading list' }).waitFor();
    await project.instructions.getByText('Recommend classics.').waitFor();
  });

  test('"New Conversation" opens a new conversation in the project; the tab counts and opens them', async () => {
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail());
    await createProject(page, { name: 'Research', instructions: 'Answer in French.' });
    const side = sidebar(page);
    // A conversation outside the project, which the project page must not count.
    await startConversation(page, 'Outside the project');

    const projectId = await openProjectFromSidebar(page, 'Research');
    const project = projectPage(page);
    expect(await project.conversationsTab.innerText()).toMatch(/^Conversations\s*0$/);
    await project.conversationsTab.click();
    await page.getByText('No conversations yet').waitFor();
    await page.getByText('All conversations in this project use the project instructions.', { exact: false }).waitFor();

    await project.newConversation.click();
    await page.waitForURL((url) => /^\/c\/\d+$/.test(url.pathname));
    const fromPage = conversationIdFromUrl(page);
    const screen = chatScreen(page);
    await screen.chat.getByText('Project: Research', { exact: true }).waitFor();
    await screen.topBarTitle.filter({ hasText: 'New Conversation' }).waitFor();
    // Said something, it is kept when left (an empty one is not: decision 049), and takes its title.
    await startConversation(page, 'Soil first');

    // One more, from the sidebar's project row, titled with the project's name. The row is open
    // already: the open conversation is in it.
    await side
      .project('Research')
      .getByRole('button', { name: /Research/, expanded: true })
      .waitFor();
    await side.project('Research').getByRole('button', { name: 'New Conversation', exact: true }).click();
    await page.waitForURL((url) => url.pathname !== `/c/${fromPage}`);
    const fromSidebar = conversationIdFromUrl(page);
    await screen.topBarTitle.filter({ hasText: /^Research / }).waitFor();
    await startConversation(page, 'Seeds second');

    await page.goto(`/projects/${projectId}`);
    await project.heading.filter({ hasText: 'Research' }).waitFor();
    await expect.poll(() => project.conversationsTab.innerText()).toMatch(/^Conversations\s*2$/);
    await project.conversationsTab.click();
    const today = new Date().toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
    expect(await project.conversationLinks.allInnerTexts()).toHaveLength(2);
    const pageRow = project.conversations.getByRole('link', { name: /^Soil first/ });
    expect(await pageRow.innerText()).toContain(`Created ${today}`);
    expect(await pageRow.getAttribute('href')).toBe(`/c/${fromPage}`);

    await project.conversations.getByRole('link', { name: /^Seeds second/ }).click();
    await page.waitForURL((url) => url.pathname === `/c/${fromSidebar}`);
    await screen.chat.getByText('Project: Research', { exact: true }).waitFor();
    await screen.topBarTitle.filter({ hasText: 'Seeds second' }).waitFor();
  });

  test('Delete asks first; deleting goes home and moves the conversations out of the project', async () => {
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail());
    await createProject(page, { name: 'Old ideas' });
    const projectId = await openProjectFromSidebar(page, 'Old ideas');
    const project = projectPage(page);
    await project.conversationsTab.click();
    await project.newConversation.click();
    await page.waitForURL((url) => /^\/c\/\d+$/.test(url.pathname));
    await startConversation(page, 'An old idea');
    await page.goto(`/projects/${projectId}`);

    await project.delete.click();
    await project.deleteDialog.getByText(DELETE_TEXT, { exact: true }).waitFor();
    await project.deleteDialog.getByRole('button', { name: 'Cancel' }).click();
    await project.deleteDialog.waitFor({ state: 'detached' });
    await project.heading.filter({ hasText: 'Old ideas' }).waitFor();

    await project.delete.click();
    await project.deleteDialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await toast(page, 'Project deleted').waitFor();
    await toast(page, 'Your project has been deleted successfully.').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    const side = sidebar(page);
    await conversationRow(side.conversations, 'An old idea').open.waitFor();
    await side.root.getByText('No projects yet. Create your first project to organize your conversations').waitFor();

    e2e.allowConsoleError(/status of 404/);
    await page.goto(`/projects/${projectId}`);
    await project.notFound.waitFor();
  });

  test('a missing, malformed or other user\'s project is "Project Not Found", and "Go Home" goes home', async () => {
    e2e.allowConsoleError(/status of 404/);
    const owner = await e2e.newPage();
    await signInWithTestLogin(owner, newEmail('owner'));
    const theirs = await createProject(owner, { name: 'Private' });

    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail('visitor'));
    const project = projectPage(page);
    const projectReads: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/projects/')) projectReads.push(path);
    });
    for (const path of ['/projects/999999', `/projects/${theirs}`, '/projects/abc', '/projects/0']) {
      await page.goto(path);
      await project.notFound.waitFor();
      await page.getByText("The project you're looking for doesn't exist or you don't have access to it.").waitFor();
      expect(await page.getByText('Private').count()).toBe(0);
    }
    // A malformed id is not found without asking the server.
    expect(projectReads).toEqual(['/api/projects/999999', `/api/projects/${theirs}`]);
    await project.goHome.click();
    await chatScreen(page).messageBox.waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });
});

describe.each(['desktop', 'mobile'] as (keyof typeof VIEWPORTS)[])('the project page fits at %s size', (viewport) => {
  test('view mode, edit mode and the conversations tab', async () => {
    const page = await e2e.newPage({ viewport });
    await signInWithTestLogin(page, newEmail('screens'));
    const projectId = await createProject(
      page,
      {
        name: 'Kitchen renovation with a rather long project name',
        instructions: 'You are a careful interior designer.\n- Ask about the budget first\n- Prefer durable materials',
      },
      { mobile: viewport === 'mobile' },
    );
    await page.goto(`/projects/${projectId}`);
    const project = projectPage(page);
    await project.heading.filter({ hasText: 'Kitchen renovation' }).waitFor();
    await expectNoHorizontalOverflow(page);
    await screenshot(page, `${viewport}/project-view`, { fullPage: true });

    await project.edit.click();
    await project.descriptionBox.fill('Plans, quotes and decisions for the new kitchen.');
    await project.nameInput.fill('');
    await project.save.click();
    await page.getByText('Project name is required').waitFor();
    await expectNoHorizontalOverflow(page);
    await screenshot(page, `${viewport}/project-edit`, { fullPage: true });
    await project.nameInput.fill('Kitchen renovation');
    await project.save.click();
    await toast(page, 'Project updated').waitFor();

    await project.conversationsTab.click();
    await page.getByText('No conversations yet').waitFor();
    await screenshot(page, `${viewport}/project-conversations-empty`, { fullPage: true });
    await project.newConversation.click();
    await page.waitForURL((url) => /^\/c\/\d+$/.test(url.pathname));
    await startConversation(page, 'Where does the oven go?');
    await page.goto(`/projects/${projectId}`);
    await project.conversationsTab.click();
    await project.conversationLinks.first().waitFor();
    await expectNoHorizontalOverflow(page);
    await screenshot(page, `${viewport}/project-conversations`, { fullPage: true });
  });
});
