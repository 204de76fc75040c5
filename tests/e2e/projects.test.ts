import { describe, expect, test } from 'vitest';
import { signInWithTestLogin, useBrowser } from '#tests/e2e/helpers/browser';
import { useFakeProviders } from '#tests/e2e/helpers/fakes';
import { chatScreen, createProject, newEmail, sendMessage, sidebar, toast } from '#tests/e2e/helpers/screens';

const e2e = useBrowser();
const fakes = useFakeProviders();

describe('projects', () => {
  test('a new user sees the empty states, and the first project is created from them', async () => {
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail());
    const side = sidebar(page);
    await side.root.getByText('No projects yet. Create your first project to organize your conversations').waitFor();
    await side.root.getByText('No conversations yet').waitFor();

    await side.root.getByRole('button', { name: 'Create Your First Project' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Project' });
    await dialog.getByRole('button', { name: 'Create Project' }).click();
    await dialog.getByText('Project name is required').waitFor();
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Garden');
    await dialog.getByRole('button', { name: 'Create Project' }).click();
    await toast(page, 'Project created').waitFor();
    await toast(page, 'Your new project has been created successfully.').waitFor();
    await page.waitForURL((url) => /^\/projects\/\d+$/.test(url.pathname));
    await dialog.waitFor({ state: 'detached' });
  });

  test("a conversation started in a project shows the project's banner and instructions, which reach the models", async () => {
    const page = await e2e.newPage();
    await signInWithTestLogin(page, newEmail());
    await createProject(page, { name: 'Research', instructions: 'Answer in French.' });

    const side = sidebar(page);
    await side
      .project('Research')
      .getByRole('button', { name: /Research/, expanded: false })
      .click();
    await side.project('Research').getByText('No conversations in this project').waitFor();
    await side.project('Research').getByRole('button', { name: 'New Conversation' }).click();
    await page.waitForURL((url) => /^\/c\/\d+$/.test(url.pathname));

    const screen = chatScreen(page);
    const banner = screen.chat.getByText('Project: Research', { exact: true });
    await banner.waitFor();
    await banner.hover();
    const tooltip = page.getByRole('tooltip');
    await tooltip.getByText('Project Instructions').waitFor();
    await tooltip.getByText('Answer in French.').waitFor();
    // The new conversation is titled with the project's name and is listed under it.
    await side
      .projectConversations('Research')
      .getByRole('button', { name: /^Research / })
      .waitFor();

    await sendMessage(page, 'Bonjour');
    await screen.replies('OpenAI').getByText('OpenAI (gpt-4o) answers: Bonjour').waitFor();
    const [request] = await fakes.requests('openai');
    expect(JSON.stringify(request?.messages)).toContain('Answer in French.');
  });
});
