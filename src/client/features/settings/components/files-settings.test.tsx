import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FilesSettings } from '#client/features/settings/components/files-settings';
import { createQueryClient } from '#client/lib/query-client';
import { serverError } from '#client/testing/server-error-response';
import { watchToasts } from '#client/testing/watch-toasts';
import type { UploadedFile } from '#shared/api/uploads';

const MB = 1024 * 1024;

const file = (id: number, originalname: string, size: number, createdAt: string): UploadedFile => ({
  id,
  originalname,
  mimetype: 'application/pdf',
  size,
  createdAt,
});

/** GET /api/uploads answers the stored files; DELETE removes one, unless `deleteAnswer` says otherwise. */
function fakeUploadsApi(files: UploadedFile[], deleteAnswer?: () => Response) {
  const api = { files, deletes: [] as string[] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      if ((init?.method ?? 'GET') === 'GET' && input === '/api/uploads') {
        const usedBytes = api.files.reduce((total, entry) => total + entry.size, 0);
        return Response.json({ files: api.files, usedBytes, limitBytes: 100 * MB });
      }
      const id = /^\/api\/uploads\/(\d+)$/.exec(input)?.[1];
      if (init?.method === 'DELETE' && id) {
        api.deletes.push(input);
        if (deleteAnswer) return deleteAnswer();
        api.files = api.files.filter((entry) => entry.id !== Number(id));
        return Response.json({ ok: true });
      }
      return new Response('not found', { status: 404 });
    }),
  );
  return api;
}

function renderFiles() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <FilesSettings />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const report = file(1, 'Quarterly report.pdf', 12 * MB, '2026-03-04T10:00:00.000Z');
const photo = file(2, 'photo.png', 300 * 1024, '2026-01-15T10:00:00.000Z');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('FilesSettings', () => {
  it('lists each file with its size and date, and the storage used of the quota', async () => {
    fakeUploadsApi([report, photo]);
    renderFiles();

    const list = await screen.findByRole('list', { name: 'Your files' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual(['Quarterly report.pdf', 'photo.png']);
    expect(rows[0]).toHaveTextContent('12 MB');
    const uploaded = rows[0]?.querySelector('time');
    expect(uploaded).toHaveAttribute('datetime', report.createdAt);
    expect(uploaded).toHaveTextContent(/2026/);
    expect(rows[1]).toHaveTextContent('300 KB');
    expect(screen.getByText('12.3 MB of 100 MB used')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Storage used' })).toHaveAttribute('aria-valuenow', '12');
  });

  it('says so when there are no files', async () => {
    fakeUploadsApi([]);
    renderFiles();
    expect(await screen.findByText('No files yet.')).toBeInTheDocument();
    expect(screen.getByText('0 B of 100 MB used')).toBeInTheDocument();
  });

  it('asks before deleting: Cancel keeps the file, Delete File removes it and frees its storage', async () => {
    const api = fakeUploadsApi([report, photo]);
    const toast = watchToasts();
    const user = renderFiles();

    await user.click(await screen.findByRole('button', { name: 'Delete Quarterly report.pdf' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this file?' });
    expect(dialog).toHaveTextContent('Quarterly report.pdf will be deleted for good.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.deletes).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Quarterly report.pdf' }));
    await user.click(screen.getByRole('button', { name: 'Delete File' }));

    await waitFor(() => expect(screen.queryByText('Quarterly report.pdf')).not.toBeInTheDocument());
    expect(api.deletes).toEqual(['/api/uploads/1']);
    expect(screen.getByText('300 KB of 100 MB used')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(toast()).toEqual({
      title: 'File deleted',
      description: 'Quarterly report.pdf has been deleted.',
      variant: undefined,
    });
  });

  it("keeps the dialog open and toasts the server's message when the delete fails", async () => {
    fakeUploadsApi([report], () => serverError(404, 'File not found.', 'file_not_found'));
    const toast = watchToasts();
    const user = renderFiles();

    await user.click(await screen.findByRole('button', { name: 'Delete Quarterly report.pdf' }));
    await user.click(screen.getByRole('button', { name: 'Delete File' }));

    await waitFor(() =>
      expect(toast()).toEqual({
        title: 'Failed to delete file',
        description: 'File not found.',
        variant: 'destructive',
      }),
    );
    expect(screen.getByRole('alertdialog', { name: 'Delete this file?' })).toBeInTheDocument();
  });

  it("shows the server's message when the list cannot be loaded", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => serverError(503, 'The database is not reachable right now. Please try again.')),
    );
    renderFiles();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load your files: The database is not reachable right now. Please try again.',
    );
  });
});
