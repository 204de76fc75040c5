import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeXhr } from '#client/testing/chat/fake-xhr';
import { renderComposer } from '#client/testing/chat/render-composer';
import { expectToast } from '#client/testing/render';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Composer', () => {
  it('sends on Enter, to the default model when none is toggled', async () => {
    const { onSend, user, textbox } = renderComposer({ defaultModel: 'claude' });
    await user.type(textbox, 'Hello there{Enter}');
    expect(onSend).toHaveBeenCalledExactlyOnceWith('Hello there', ['claude'], []);
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
    const { onSend, user, textbox } = renderComposer({ defaultModel: 'openai' });
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
    expect(onSend).toHaveBeenCalledExactlyOnceWith('Both please', ['openai', 'claude'], []);
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
    const sent = installFakeXhr();
    const { user, textbox } = renderComposer();
    await user.type(textbox, 'Summarise');

    await user.upload(screen.getByTestId('upload-input'), new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/api/upload', withCredentials: true });
    act(() => void sent[0]?.stored(1));
    await waitFor(() => expect(textbox).toHaveValue('Summarise [File: notes.pdf]'));
    await expectToast('notes.pdf has been uploaded successfully.');
    expect(screen.getByRole('list', { name: 'Attached files' })).toHaveTextContent('notes.pdf');

    await user.click(screen.getByRole('button', { name: 'Remove file notes.pdf' }));
    expect(textbox).toHaveValue('Summarise');
    expect(screen.queryByRole('list', { name: 'Attached files' })).not.toBeInTheDocument();
  });

  it('refuses a file over 1 MB without uploading it', async () => {
    const sent = installFakeXhr();
    const { user, textbox } = renderComposer();
    const big = new File([new Uint8Array(1024 * 1024 + 1)], 'big.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByTestId('upload-input'), big);
    await expectToast('Maximum file size is 1MB.');
    expect(sent).toHaveLength(0);
    expect(textbox).toHaveValue('');
  });

  it('takes no text and sends nothing when disabled (no conversation to send to)', async () => {
    const { onSend, user, textbox } = renderComposer({ disabled: true });
    expect(textbox).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Upload file' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'OpenAI' })).toBeDisabled();
    await user.type(textbox, 'Hello{Enter}');
    expect(onSend).not.toHaveBeenCalled();
  });
});
