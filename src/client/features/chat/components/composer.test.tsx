import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TooltipProvider } from '#client/components/ui/tooltip';
import { Composer } from '#client/features/chat/components/composer';
import { createQueryClient } from '#client/lib/query-client';
import type { Provider } from '#shared/constants';

const providers = [
  { id: 'openai' as const, label: 'OpenAI' },
  { id: 'claude' as const, label: 'Claude' },
];

function renderComposer(defaultModel: Provider = 'openai', disabled = false) {
  const onSend = vi.fn();
  function Harness() {
    const [value, setValue] = useState('');
    return (
      <Composer
        value={value}
        onValueChange={setValue}
        onSend={(text, models) => {
          onSend(text, models);
          setValue('');
        }}
        providers={providers}
        defaultModel={defaultModel}
        disabled={disabled}
      />
    );
  }
  render(
    <QueryClientProvider client={createQueryClient()}>
      <TooltipProvider>
        <Harness />
      </TooltipProvider>
    </QueryClientProvider>,
  );
  return { onSend, user: userEvent.setup(), textbox: screen.getByPlaceholderText('Type your message...') };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Composer', () => {
  it('sends on Enter, to the default model when none is toggled', async () => {
    const { onSend, user, textbox } = renderComposer('claude');
    await user.type(textbox, 'Hello there{Enter}');
    expect(onSend).toHaveBeenCalledExactlyOnceWith('Hello there', ['claude']);
    expect(textbox).toHaveValue('');
  });

  it('inserts a newline on Shift+Enter instead of sending', async () => {
    const { onSend, user, textbox } = renderComposer();
    await user.type(textbox, 'one{Shift>}{Enter}{/Shift}two');
    expect(onSend).not.toHaveBeenCalled();
    expect(textbox).toHaveValue('one\ntwo');
  });

  it('never sends a blank message', async () => {
    const { onSend, user, textbox } = renderComposer();
    const send = screen.getByRole('button', { name: 'Send message' });
    expect(send).toBeDisabled();
    await user.type(textbox, '   {Enter}');
    await user.type(textbox, '{Shift>}{Enter}{/Shift}{Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(send).toBeDisabled();
    await user.type(textbox, 'x');
    expect(send).toBeEnabled();
  });

  it('sends to the toggled models and marks the default only while none is toggled', async () => {
    const { onSend, user, textbox } = renderComposer('openai');
    const openai = screen.getByRole('button', { name: 'OpenAI' });
    const claude = screen.getByRole('button', { name: 'Claude' });
    expect(openai).toHaveTextContent('(default)');
    expect(openai).toHaveAttribute('aria-pressed', 'false');

    await user.click(claude);
    await user.click(openai);
    expect(claude).toHaveAttribute('aria-pressed', 'true');
    expect(openai).not.toHaveTextContent('(default)');

    await user.type(textbox, 'Both please');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(onSend).toHaveBeenCalledExactlyOnceWith('Both please', ['openai', 'claude']);
  });

  it('wraps the selection in bold and in code', async () => {
    const { user, textbox } = renderComposer();
    await user.type(textbox, 'make this bold');
    (textbox as HTMLTextAreaElement).setSelectionRange(10, 14);
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    expect(textbox).toHaveValue('make this **bold**');
    expect(textbox).toHaveFocus();

    (textbox as HTMLTextAreaElement).setSelectionRange(0, 4);
    await user.click(screen.getByRole('button', { name: 'Insert code' }));
    expect(textbox).toHaveValue('`make` this **bold**');
  });

  it('tags an uploaded file, and removing its chip strips the tag', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json(
        { id: 1, originalname: 'notes.pdf', mimetype: 'application/pdf', size: 4, createdAt: new Date().toISOString() },
        { status: 201 },
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { user, textbox } = renderComposer();
    await user.type(textbox, 'Summarise');

    await user.upload(screen.getByTestId('upload-input'), new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(textbox).toHaveValue('Summarise [File: notes.pdf]'));
    expect(fetchMock).toHaveBeenCalledWith('/api/upload', expect.objectContaining({ method: 'POST' }));
    expect(screen.getByText('notes.pdf')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove file' }));
    expect(textbox).toHaveValue('Summarise');
    expect(screen.queryByText('notes.pdf')).not.toBeInTheDocument();
  });

  it('refuses a file over 1 MB without uploading it', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { user, textbox } = renderComposer();
    const big = new File([new Uint8Array(1024 * 1024 + 1)], 'big.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByTestId('upload-input'), big);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(textbox).toHaveValue('');
  });

  it('takes no text and sends nothing when disabled (no conversation to send to)', async () => {
    const { onSend, user, textbox } = renderComposer('openai', true);
    expect(textbox).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Upload file' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'OpenAI' })).toBeDisabled();
    await user.type(textbox, 'Hello{Enter}');
    expect(onSend).not.toHaveBeenCalled();
  });
});
