import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TooltipProvider } from '#client/components/ui/tooltip';
import { ChatWindow } from '#client/features/chat/window/components/chat-window';
import { buildMessage, buildProject } from '#client/testing/build-message';
import { providers } from '#client/testing/chat/provider-fixtures';
import type { Message } from '#shared/api/messages';
import type { Project } from '#shared/api/projects';

const project: Project = buildProject({
  id: 3,
  name: 'Research',
  instructions: 'Answer in French.',
  createdAt: '',
  updatedAt: '',
});
const reply: Message = buildMessage({
  conversationId: 1,
  content: 'Bonjour',
  sender: 'openai',
  createdAt: '',
  model: 'gpt-4o',
});

function renderWindow(props: Partial<Parameters<typeof ChatWindow>[0]> = {}) {
  return render(
    <TooltipProvider>
      <ChatWindow
        userName="Ada Lovelace"
        project={null}
        providers={providers}
        messages={[]}
        isLoading={false}
        error={null}
        aiResponding={{}}
        {...props}
      />
    </TooltipProvider>,
  );
}

describe('ChatWindow', () => {
  it('shows a spinner while the messages load', () => {
    renderWindow({ isLoading: true });
    expect(screen.getByRole('status', { name: 'Loading messages' })).toBeInTheDocument();
    expect(screen.queryByText('Welcome to Pairwise')).not.toBeInTheDocument();
  });

  it('welcomes the user to an empty conversation and lists the models', () => {
    renderWindow();
    expect(screen.getByRole('heading', { name: 'Welcome to Pairwise' })).toBeInTheDocument();
    expect(screen.getByText('OpenAI')).toBeInTheDocument();
    expect(screen.getByText('Claude')).toBeInTheDocument();
  });

  it("shows the project's banner, and its instructions in a tooltip", async () => {
    renderWindow({ project, messages: [reply] });
    const banner = screen.getByText('Project: Research');
    expect(banner).toBeInTheDocument();
    await userEvent.setup().tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Project InstructionsAnswer in French.');
  });

  it('has no tooltip for a project without instructions', () => {
    renderWindow({ project: { ...project, instructions: '  ' } });
    expect(screen.getByText('Project: Research')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows one typing indicator per pending provider', () => {
    renderWindow({ messages: [reply], aiResponding: { b: 'claude' } });
    expect(screen.getByRole('status')).toHaveTextContent('Claude is typing');
    expect(screen.queryByText('OpenAI is typing')).not.toBeInTheDocument();
  });

  it('reports a failed fetch of the messages', () => {
    renderWindow({ error: new Error('Failed to fetch messages') });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch messages');
  });
});
