import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCreatedDate } from '#client/features/projects/components/project-page/format-created-date';
import { ProjectPage, type ProjectPageProps } from '#client/features/projects/components/project-page/project-page';
import { useToasts } from '#client/hooks/use-toast';
import { createQueryClient } from '#client/lib/query-client';
import { buildConversation, buildProject } from '#client/testing/build-message';
import type { Conversation } from '#shared/api/conversations';
import type { Project } from '#shared/api/projects';

const saved: Project = buildProject({
  id: 4,
  name: 'Garden',
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-01-05T10:00:00.000Z',
});

const conversation = (id: number, title: string): Conversation =>
  buildConversation({
    id,
    title,
    projectId: saved.id,
    createdAt: '2026-03-14T09:30:00.000Z',
    updatedAt: '2026-03-14T09:30:00.000Z',
  });

/** A stand-in for the projects API, keeping one project and recording what was sent. */
function fakeServer({ project = saved as Project | null, failPatch = false } = {}) {
  const state = { project, requests: [] as { method: string; path: string; body?: unknown }[] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const path = new URL(input, 'http://localhost').pathname;
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      state.requests.push({ method, path, body });
      if (path === '/api/projects' || path === '/api/conversations') return Response.json([]);
      if (path !== `/api/projects/${saved.id}` || !state.project) return new Response('Not found', { status: 404 });
      if (method === 'PATCH') {
        if (failPatch) return new Response('Database is down', { status: 503 });
        state.project = { ...state.project, ...body };
      }
      if (method === 'DELETE') return Response.json({ ok: true });
      return Response.json(state.project);
    }),
  );
  return state;
}

function ToastTitles() {
  return (
    <ul aria-label="Toasts">
      {useToasts().map((item) => (
        <li key={item.id}>{item.title}</li>
      ))}
    </ul>
  );
}

function renderPage(props: Partial<ProjectPageProps> = {}) {
  const handlers = { onNewConversation: vi.fn(), onOpenConversation: vi.fn(), onDeleted: vi.fn() };
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ProjectPage
        projectId={saved.id}
        conversations={[]}
        conversationsError={false}
        creatingConversation={false}
        {...handlers}
        {...props}
      />
      <ToastTitles />
    </QueryClientProvider>,
  );
  return { ...handlers, user: userEvent.setup() };
}

const heading = () => screen.findByRole('heading', { level: 1, name: 'Garden' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ProjectPage', () => {
  it('shows a spinner, then the project with the empty texts', async () => {
    fakeServer();
    renderPage();
    expect(screen.getByRole('status', { name: 'Loading project' })).toBeInTheDocument();
    await heading();
    expect(screen.getByText('No description provided.')).toBeInTheDocument();
    expect(screen.getByText('No instructions provided.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Overview/, selected: true })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('keeps the line breaks of saved text', async () => {
    fakeServer({ project: { ...saved, instructions: 'Answer briefly.\n  - in French' } });
    renderPage();
    await heading();
    const text = screen.getByText(/Answer briefly\./);
    expect(text.textContent).toBe('Answer briefly.\n  - in French');
    expect(text).toHaveClass('whitespace-pre-wrap');
  });

  it('edits the name, description and instructions in place and saves all three', async () => {
    const server = fakeServer();
    const { user } = renderPage();
    await heading();
    await user.click(screen.getByRole('button', { name: 'Edit' }));

    const name = screen.getByRole('textbox', { name: 'Project name' });
    expect(name).toHaveValue('Garden');
    expect(name).toHaveFocus();
    const description = screen.getByRole('textbox', { name: 'Description' });
    expect(description).toHaveAttribute('placeholder', 'Add a description for your project...');
    const instructions = screen.getByRole('textbox', { name: 'AI Instructions' });
    expect(instructions).toHaveAttribute('placeholder', 'Add instructions for the AI models...');
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();

    await user.clear(name);
    await user.type(name, 'Vegetable garden');
    await user.type(description, 'What grows where');
    await user.type(instructions, 'Answer in French.');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByRole('heading', { level: 1, name: 'Vegetable garden' });
    expect(screen.getByText('What grows where')).toBeInTheDocument();
    expect(screen.getByText('Answer in French.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();
    expect(server.requests.filter((request) => request.method === 'PATCH')).toEqual([
      {
        method: 'PATCH',
        path: '/api/projects/4',
        body: { name: 'Vegetable garden', description: 'What grows where', instructions: 'Answer in French.' },
      },
    ]);
    expect(within(screen.getByRole('list', { name: 'Toasts' })).getByText('Project updated')).toBeInTheDocument();
  });

  it('requires a name, and sends nothing without one', async () => {
    const server = fakeServer();
    const { user } = renderPage();
    await heading();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const name = screen.getByRole('textbox', { name: 'Project name' });
    await user.clear(name);
    await user.type(name, '   {Enter}');

    expect(await screen.findByText('Project name is required')).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription('Project name is required');
    expect(name).toBeInvalid();
    expect(server.requests.some((request) => request.method === 'PATCH')).toBe(false);
  });

  it('leaves edit mode without saving on Cancel and on Escape', async () => {
    const server = fakeServer();
    const { user } = renderPage();
    await heading();

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Draft');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('No description provided.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('');
    await user.type(screen.getByRole('textbox', { name: 'Project name' }), ' draft{Escape}');
    expect(await heading()).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(server.requests.some((request) => request.method === 'PATCH')).toBe(false);
  });

  it('stays in edit mode and says so when saving fails', async () => {
    fakeServer({ failPatch: true });
    const { user } = renderPage();
    await heading();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Soil');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const toasts = screen.getByRole('list', { name: 'Toasts' });
    expect(await within(toasts).findByText('Failed to update project')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('Soil');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('shows "Project Not Found" with a way home when the project cannot be loaded', async () => {
    fakeServer({ project: null });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Project Not Found' })).toBeInTheDocument();
    expect(screen.getByText(/doesn't exist or you don't have access to it/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  });

  it('lists the conversations with their count, title and date, and starts new ones', async () => {
    fakeServer();
    const conversations = [conversation(7, 'Tomatoes'), conversation(8, 'Compost')];
    const { user, onNewConversation, onOpenConversation } = renderPage({ conversations });
    await heading();
    const tab = screen.getByRole('tab', { name: /Conversations/ });
    expect(tab).toHaveTextContent('Conversations2');
    await user.click(tab);

    const list = screen.getByRole('list', { name: 'Project conversations' });
    const rows = within(list).getAllByRole('link');
    expect(rows.map((row) => row.textContent)).toEqual([
      `TomatoesCreated ${formatCreatedDate(conversations[0]?.createdAt ?? '')}`,
      `CompostCreated ${formatCreatedDate(conversations[1]?.createdAt ?? '')}`,
    ]);
    expect(rows[0]).toHaveTextContent(/Created Mar 14, 2026/);
    expect(rows[1]).toHaveAttribute('href', '/c/8');
    await user.click(within(list).getByRole('link', { name: /Compost/ }));
    expect(onOpenConversation).toHaveBeenCalledExactlyOnceWith(conversations[1]);

    await user.click(screen.getByRole('button', { name: 'New Conversation' }));
    expect(onNewConversation).toHaveBeenCalledExactlyOnceWith(saved);
  });

  it('explains an empty conversation list and shows a spinner while creating', async () => {
    fakeServer();
    const { user } = renderPage({ creatingConversation: true });
    await heading();
    expect(screen.getByRole('tab', { name: /Conversations/ })).toHaveTextContent('Conversations0');
    await user.click(screen.getByRole('tab', { name: /Conversations/ }));
    expect(screen.getByText('No conversations yet')).toBeInTheDocument();
    expect(screen.getByText(/All conversations in this project use the project instructions/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /New Conversation/ })).toBeDisabled();
    expect(screen.getByRole('status', { name: 'Creating conversation' })).toBeInTheDocument();
  });

  it('deletes only after confirmation', async () => {
    const server = fakeServer();
    const { user, onDeleted } = renderPage();
    await heading();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Delete Project' });
    expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to delete this project? This action cannot be undone. Conversations in this project will not be deleted, but they will be moved out of this project.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(server.requests.some((request) => request.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    dialog = screen.getByRole('alertdialog', { name: 'Delete Project' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledExactlyOnceWith(saved));
    expect(server.requests.filter((request) => request.method === 'DELETE')).toEqual([
      { method: 'DELETE', path: '/api/projects/4', body: undefined },
    ]);
    // The dialog stays up (and hides the rest) until the app leaves the page.
    const toasts = screen.getByRole('list', { name: 'Toasts', hidden: true });
    expect(within(toasts).getByText('Project deleted')).toBeInTheDocument();
  });
});
