import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';

/** A fresh address, so that each test signs in as a new user with nothing yet. */
export function newEmail(label = 'user'): string {
  return `${label}-${randomUUID().slice(0, 8)}@pairwise.test`;
}

/** A toast by its title, inside the notifications region (Radix also keeps a hidden copy for screen readers). */
export function toast(page: Page, title: string): Locator {
  return page.getByRole('region', { name: /Notifications/ }).getByText(title, { exact: true });
}

export type ProviderLabel = 'OpenAI' | 'Claude' | 'Gemini';

/** The main chat screen, found the way a person (or a screen reader) finds it: by roles and names. */
export function chatScreen(page: Page) {
  const composer = page.getByRole('form', { name: 'Message composer' });
  const chat = page.getByRole('region', { name: 'Chat' });
  return {
    chat,
    composer,
    messageBox: composer.getByRole('textbox', { name: 'Message' }),
    sendButton: composer.getByRole('button', { name: 'Send message' }),
    uploadButton: composer.getByRole('button', { name: 'Upload file' }),
    attachedFiles: composer.getByRole('list', { name: 'Attached files' }),
    modelToggle: (label: ProviderLabel) =>
      composer.getByRole('group', { name: 'Models' }).getByRole('button', { name: label }),
    /** The composer's pair ("Models: GPT-4o vs Claude 3.7 Sonnet"), which opens the pair picker. */
    pairButton: composer.getByRole('button', { name: /^Models: / }),
    pairPicker: page.getByRole('dialog', { name: 'Choose models' }),
    yourMessages: chat.getByRole('article', { name: 'Your message' }),
    replies: (label: ProviderLabel) => chat.getByRole('article', { name: `${label} reply` }),
    typing: (label: ProviderLabel) => chat.getByRole('status').filter({ hasText: `${label} is typing` }),
    topBarTitle: page.getByRole('banner').getByRole('heading', { level: 1 }),
  };
}

/** Types a message and sends it with Enter, as most people do. */
export async function sendMessage(page: Page, text: string): Promise<void> {
  const screen = chatScreen(page);
  await screen.messageBox.fill(text);
  await screen.messageBox.press('Enter');
}

/**
 * Presses both of SPEC's toggles, each only if it is not pressed yet (an account made at start-up,
 * as the built-in admin, already compares): the next send asks both.
 */
export async function pressBothToggles(page: Page): Promise<void> {
  for (const label of ['OpenAI', 'Claude'] as const) {
    const toggle = chatScreen(page).modelToggle(label);
    if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
  }
}

/** The id of the conversation on screen, from the address (`/c/{id}`). */
export function conversationIdFromUrl(page: Page): number {
  return Number(new URL(page.url()).pathname.split('/').pop());
}

/** Sends a conversation's first message, waits for OpenAI's reply and the address, and answers the id. */
export async function startConversation(page: Page, text: string): Promise<number> {
  await sendMessage(page, text);
  await chatScreen(page).replies('OpenAI').getByText(`OpenAI (gpt-4o) answers: ${text}`).waitFor();
  await page.waitForURL((url) => /^\/c\/\d+$/.test(url.pathname));
  return conversationIdFromUrl(page);
}

/** The sidebar: beside the chat on desktop, a full-screen dialog on mobile. */
export function sidebar(page: Page, { mobile = false } = {}) {
  const root = mobile ? page.getByRole('dialog', { name: 'Sidebar' }) : page.getByRole('complementary');
  const projects = root.getByRole('list', { name: 'Projects' });
  return {
    root,
    newChat: root.getByRole('button', { name: 'New Chat' }),
    search: root.getByRole('searchbox', { name: 'Search conversations' }),
    addProject: root.getByRole('button', { name: 'Add Project' }),
    /** The unprojected conversations. */
    conversations: root.getByRole('list', { name: 'Conversations', exact: true }),
    conversationsSection: root.getByRole('region', { name: 'Conversations' }),
    projectsSection: root.getByRole('region', { name: 'Projects' }),
    projects,
    /** A project's row: the item that links to the project (its conversations' items are inside it). */
    project: (name: string) =>
      projects.getByRole('listitem').filter({ has: page.getByRole('link', { name: `Open project ${name}` }) }),
    /** The conversations listed under an expanded project. */
    projectConversations: (name: string) =>
      projects
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name: `Open project ${name}` }) })
        .getByRole('list'),
    userMenu: root.getByRole('button', { name: 'User menu' }),
  };
}

/** A conversation row in a list, and its "⋯" menu. */
export function conversationRow(list: Locator, title: string) {
  const row = list.getByRole('listitem').filter({ has: list.page().getByRole('button', { name: title }) });
  return {
    row,
    open: row.getByRole('button', { name: title }),
    menu: row.getByRole('button', { name: 'Conversation options' }),
  };
}

/**
 * Creates a project through the sidebar's Add Project dialog, which opens the project's page, then
 * comes back to the chat screen. Returns the project's id.
 */
export async function createProject(
  page: Page,
  project: { name: string; instructions?: string },
  { mobile = false } = {},
): Promise<number> {
  if (mobile) await page.getByRole('button', { name: 'Open sidebar' }).click();
  await sidebar(page, { mobile }).addProject.click();
  const dialog = page.getByRole('dialog', { name: 'Add Project' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(project.name);
  if (project.instructions) await dialog.getByRole('textbox', { name: 'Instructions' }).fill(project.instructions);
  await dialog.getByRole('button', { name: 'Create Project' }).click();
  await toast(page, 'Project created').waitFor();
  await page.waitForURL((url) => /^\/projects\/\d+$/.test(url.pathname));
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await page.goto('/');
  await chatScreen(page).messageBox.waitFor();
  return id;
}
