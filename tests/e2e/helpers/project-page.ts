import type { Page } from 'playwright-core';
import { sidebar } from '#tests/e2e/helpers/screens';

/** The project page (/projects/{id}), found by roles and names. */
export function projectPage(page: Page) {
  const conversations = page.getByRole('list', { name: 'Project conversations' });
  return {
    heading: page.getByRole('heading', { level: 1 }),
    home: page.getByRole('link', { name: 'Home', exact: true }),
    nameInput: page.getByRole('textbox', { name: 'Project name' }),
    edit: page.getByRole('button', { name: 'Edit', exact: true }),
    save: page.getByRole('button', { name: 'Save', exact: true }),
    cancel: page.getByRole('button', { name: 'Cancel', exact: true }),
    delete: page.getByRole('button', { name: 'Delete', exact: true }),
    deleteDialog: page.getByRole('alertdialog', { name: 'Delete Project' }),
    overviewTab: page.getByRole('tab', { name: 'Overview' }),
    conversationsTab: page.getByRole('tab', { name: /^Conversations/ }),
    /** The Description and AI Instructions sections of the Overview tab. */
    description: page.getByRole('region', { name: 'Description' }),
    instructions: page.getByRole('region', { name: 'AI Instructions' }),
    descriptionBox: page.getByRole('textbox', { name: 'Description' }),
    instructionsBox: page.getByRole('textbox', { name: 'AI Instructions' }),
    newConversation: page.getByRole('button', { name: 'New Conversation', exact: true }),
    conversations,
    conversationLinks: conversations.getByRole('link'),
    notFound: page.getByRole('heading', { name: 'Project Not Found' }),
    goHome: page.getByRole('link', { name: 'Go Home' }),
  };
}

/** Opens a project's page from its row in the sidebar (desktop) and waits for it; returns its id. */
export async function openProjectFromSidebar(page: Page, name: string): Promise<number> {
  await sidebar(page)
    .root.getByRole('link', { name: `Open project ${name}` })
    .click();
  await page.waitForURL((url) => /^\/projects\/\d+$/.test(url.pathname));
  await projectPage(page).heading.filter({ hasText: name }).waitFor();
  return Number(new URL(page.url()).pathname.split('/').pop());
}
