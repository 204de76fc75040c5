import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeXhr } from '#client/testing/chat/fake-xhr';
import { renderComposer } from '#client/testing/chat/render-composer';
import { expectToast } from '#client/testing/render';

const png = (name: string) => new File(['png'], name, { type: 'image/png' });
const pdf = (name: string) => new File(['%PDF'], name, { type: 'application/pdf' });
const chipList = () => screen.getByRole('list', { name: 'Attached files' });
const chip = (name: string) =>
  within(chipList())
    .getAllByRole('listitem')
    .find((item) => item.textContent?.includes(name)) as HTMLElement;
const input = () => screen.getByTestId('upload-input');
const sendButton = () => screen.getByRole('button', { name: 'Send message' });

beforeEach(() => {
  let created = 0;
  Object.assign(URL, {
    createObjectURL: vi.fn(() => `blob:preview-${++created}`),
    revokeObjectURL: vi.fn(),
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('Composer attachments', () => {
  it('uploads several files chosen at once, each with its progress, then shows a thumbnail for the image', async () => {
    const sent = installFakeXhr();
    const { user, textbox } = renderComposer();
    await user.type(textbox, 'Compare');
    await user.upload(input(), [png('chart.png'), pdf('notes.pdf')]);

    expect(sent.map((request) => request.file.name)).toEqual(['chart.png', 'notes.pdf']);
    expect(within(chipList()).getAllByRole('listitem')).toHaveLength(2);
    const progress = screen.getByRole('progressbar', { name: 'Uploading chart.png' });
    expect(progress).toHaveAttribute('aria-valuenow', '0');
    act(() => sent[0]?.progress(40, 100));
    expect(progress).toHaveAttribute('aria-valuenow', '40');
    expect(chip('chart.png')).toHaveTextContent('40%');
    expect(screen.getByText('Uploading 2 files')).toHaveAttribute('role', 'status');
    expect(sendButton()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Upload file' })).toBeDisabled();

    act(() => void sent[0]?.stored(7));
    act(() => void sent[1]?.stored(8));
    await waitFor(() => expect(textbox).toHaveValue('Compare [File: chart.png] [File: notes.pdf]'));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Uploading/)).not.toBeInTheDocument();
    expect(sendButton()).toBeEnabled();
    await waitFor(() => expect(chip('chart.png').querySelector('img')).toHaveAttribute('src', 'blob:preview-1'));
    expect(chip('notes.pdf').querySelector('img')).toBeNull();
  });

  it('sends the ids in the order the files were attached, then clears the chips and frees the thumbnail', async () => {
    const sent = installFakeXhr();
    const { onSend, user, textbox } = renderComposer();
    await user.upload(input(), [png('first.png'), pdf('second.pdf')]);
    // The second one finishes first: the order is still the chips'.
    act(() => void sent[1]?.stored(12));
    await waitFor(() => expect(textbox).toHaveValue('[File: second.pdf]'));
    act(() => void sent[0]?.stored(11));
    await waitFor(() => expect(chip('first.png').querySelector('img')).not.toBeNull());

    await user.type(textbox, ' please{Enter}');
    expect(onSend).toHaveBeenCalledExactlyOnceWith('[File: second.pdf] [File: first.png] please', ['openai'], [11, 12]);
    expect(screen.queryByRole('list', { name: 'Attached files' })).not.toBeInTheDocument();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
  });

  it('removing a file while it uploads aborts the upload, and the message goes without it', async () => {
    const sent = installFakeXhr();
    const { onSend, user, textbox } = renderComposer();
    await user.upload(input(), [pdf('draft.pdf'), pdf('final.pdf')]);
    await user.click(screen.getByRole('button', { name: 'Remove file draft.pdf' }));
    expect(sent[0]?.aborted).toBe(true);
    expect(chipList()).not.toHaveTextContent('draft.pdf');

    act(() => void sent[1]?.stored(21));
    await waitFor(() => expect(textbox).toHaveValue('[File: final.pdf]'));
    await user.type(textbox, '{Enter}');
    expect(onSend).toHaveBeenCalledExactlyOnceWith('[File: final.pdf]', ['openai'], [21]);
    expect(screen.queryByText('Upload failed')).not.toBeInTheDocument();
  });

  it('refuses files past five per message with a toast, and attaches none of a choice that does not fit', async () => {
    const sent = installFakeXhr();
    const { user } = renderComposer();
    const six = ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => pdf(`${name}.pdf`));
    await user.upload(input(), six);
    await expectToast('Up to 5 files can be sent with one message.');
    expect(sent).toHaveLength(0);

    await user.upload(input(), six.slice(0, 5));
    act(() => {
      for (const [index, request] of sent.entries()) request.stored(index + 1);
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Upload file' })).toBeEnabled());
    await user.upload(input(), six[5] as File);
    await expectToast('Too many files');
    expect(sent).toHaveLength(5);
    expect(within(chipList()).getAllByRole('listitem')).toHaveLength(5);
  });

  it('attaches a pasted image under a name of its own', async () => {
    const sent = installFakeXhr();
    const { textbox } = renderComposer();
    const paste = (file: File) => fireEvent.paste(textbox, { clipboardData: { types: ['Files'], files: [file] } });
    paste(new File(['png'], '', { type: 'image/png' }));
    paste(png('image.png'));

    // The upload starts a few promise turns later (the mutation's own steps).
    await waitFor(() =>
      expect(sent.map((request) => request.file.name)).toEqual(['pasted-image-1.png', 'pasted-image-2.png']),
    );
    expect(chipList()).toHaveTextContent('pasted-image-1.png');
    expect(chipList()).toHaveTextContent('pasted-image-2.png');
  });

  it('takes files dropped on the composer, highlighting it while they are over it', async () => {
    const sent = installFakeXhr();
    renderComposer();
    const composer = screen.getByRole('form', { name: 'Message composer' });
    fireEvent.dragEnter(composer, { dataTransfer: { types: ['text/plain'], files: [] } });
    expect(screen.queryByText('Drop files to attach them')).not.toBeInTheDocument();

    fireEvent.dragEnter(composer, { dataTransfer: { types: ['Files'], files: [] } });
    expect(screen.getByText('Drop files to attach them')).toBeInTheDocument();
    fireEvent.drop(composer, { dataTransfer: { types: ['Files'], files: [png('one.png'), pdf('two.pdf')] } });
    expect(screen.queryByText('Drop files to attach them')).not.toBeInTheDocument();
    await waitFor(() => expect(sent.map((request) => request.file.name)).toEqual(['one.png', 'two.pdf']));
    expect(within(chipList()).getAllByRole('listitem')).toHaveLength(2);

    // A drop that misses the composer is refused, rather than opening the file in place of the app.
    const missed = fireEvent.drop(document.body, { dataTransfer: { types: ['Files'], files: [pdf('three.pdf')] } });
    expect(missed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toHaveLength(2);
  });

  it("drops the chip of a failed upload and shows the server's text", async () => {
    const sent = installFakeXhr();
    const { user, textbox } = renderComposer();
    await user.upload(input(), pdf('fake.pdf'));
    act(() => sent[0]?.respond(415, { message: 'The file is not a PDF', code: 'INVALID_FILE_TYPE' }));
    await expectToast('The file is not a PDF');
    expect(screen.queryByRole('list', { name: 'Attached files' })).not.toBeInTheDocument();
    expect(textbox).toHaveValue('');
  });

  it('gives the files back when the send fails', async () => {
    const sent = installFakeXhr();
    const { onSend, user, textbox } = renderComposer({ sent: false });
    await user.upload(input(), pdf('notes.pdf'));
    act(() => void sent[0]?.stored(5));
    await waitFor(() => expect(textbox).toHaveValue('[File: notes.pdf]'));
    await user.type(textbox, '{Enter}');
    expect(onSend).toHaveBeenCalledWith('[File: notes.pdf]', ['openai'], [5]);

    await waitFor(() => expect(chipList()).toHaveTextContent('notes.pdf'));
    await user.type(textbox, '{Enter}');
    expect(onSend).toHaveBeenLastCalledWith('[File: notes.pdf]', ['openai'], [5]);
  });

  it('keeps each conversation its own files, tagging the text of the one a file was attached in', async () => {
    const sent = installFakeXhr();
    const { user, textbox } = renderComposer();
    await user.upload(input(), pdf('report.pdf'));
    await user.click(screen.getByRole('button', { name: 'Open conversation 2' }));
    expect(screen.queryByRole('list', { name: 'Attached files' })).not.toBeInTheDocument();

    act(() => void sent[0]?.stored(9));
    await expectToast('report.pdf has been uploaded successfully.');
    expect(textbox).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Open conversation 1' }));
    await waitFor(() => expect(textbox).toHaveValue('[File: report.pdf]'));
    expect(chipList()).toHaveTextContent('report.pdf');
  });
});
