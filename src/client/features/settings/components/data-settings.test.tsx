import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataSettings } from '#client/features/settings/components/data-settings';
import { createQueryClient } from '#client/lib/query-client';
import { queryKeys } from '#client/lib/query-keys';
import { IMPORT_MAX_BYTES } from '#shared/api/exports';

/** XMLHttpRequest as far as an import uses it: each request kept, the test says how far it got and how it ends. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  withCredentials = false;
  body: unknown = null;
  status = 0;
  statusText = '';
  responseText = '';
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {}
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent));
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => this.onload?.());
  }
}

function renderData({ applyAccept = true } = {}) {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.conversations, []);
  queryClient.setQueryData(queryKeys.projects, []);
  queryClient.setQueryData(queryKeys.messages(7), []);
  render(
    <QueryClientProvider client={queryClient}>
      <DataSettings />
    </QueryClientProvider>,
  );
  const input = screen.getByTestId('import-input') as HTMLInputElement;
  return { queryClient, input, user: userEvent.setup({ applyAccept }) };
}

const exportFile = (name = 'pairwise-export-2025-05-02.json') =>
  new File(['{"format":"pairwise-export"}'], name, { type: 'application/json' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Settings → Data', () => {
  it('offers everything as one download', () => {
    renderData();
    const link = screen.getByRole('link', { name: 'Export all' });
    expect(link).toHaveAttribute('href', '/api/user/export');
    expect(link).toHaveAttribute('download');
  });

  it('imports a chosen file: its progress, then how much came in, and the lists are read again', async () => {
    const { queryClient, input, user } = renderData();
    expect(input).toHaveAttribute('accept', '.json,application/json');

    await user.upload(input, exportFile());

    const [request] = FakeXhr.sent;
    expect(request).toMatchObject({ method: 'POST', url: '/api/user/import', withCredentials: true });
    expect(request?.headers['content-type']).toBe('application/json');
    expect((request?.body as File | undefined)?.name).toBe('pairwise-export-2025-05-02.json');
    request?.progress(40, 100);
    expect(screen.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('Sending pairwise-export-2025-05-02.json… 40%')).toBeInTheDocument();
    request?.progress(100, 100);
    expect(
      screen.getByText('Importing pairwise-export-2025-05-02.json… A large file can take a minute.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Importing…' })).toBeDisabled();

    request?.respond(201, { projects: 2, conversations: 3, messages: 7, renamedProjects: 1 });

    const done = await screen.findByRole('alert');
    expect(done).toHaveTextContent('Import complete');
    expect(done).toHaveTextContent(
      'Imported 3 conversations with 7 messages and 2 projects. You already had a project of the same name, so the new one ends in “(imported)”.',
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import a file…' })).toBeEnabled();
    expect(queryClient.getQueryState(queryKeys.conversations)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(queryKeys.projects)?.isInvalidated).toBe(true);
    // Messages already read stay as they were: an import adds conversations, it changes none.
    expect(queryClient.getQueryState(queryKeys.messages(7))?.isInvalidated).toBe(false);
  });

  it("shows the server's reason, naming the entry it refused, and lets the person try again", async () => {
    const { queryClient, input, user } = renderData();
    await user.upload(input, exportFile());

    FakeXhr.sent[0]?.respond(400, {
      code: 'validation_failed',
      message: 'conversations[1].messages[5].sender: Invalid option: expected one of "user"|"openai"|"claude"',
    });

    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent('Import failed');
    expect(failed).toHaveTextContent(
      'conversations[1].messages[5].sender: Invalid option: expected one of "user"|"openai"|"claude"',
    );
    expect(queryClient.getQueryState(queryKeys.conversations)?.isInvalidated).toBe(false);
    await user.upload(input, exportFile());
    expect(FakeXhr.sent).toHaveLength(2);
  });

  it('says so when the file could not be sent at all', async () => {
    const { input, user } = renderData();
    await user.upload(input, exportFile());
    act(() => FakeXhr.sent[0]?.onerror?.());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file could not be sent. Check your connection and try again.',
    );
  });

  it('refuses a file that is not JSON, or too large, before sending anything', async () => {
    const { input, user } = renderData({ applyAccept: false });
    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a Pairwise export file: a JSON file, ending in .json.');

    const huge = exportFile('everything.json');
    Object.defineProperty(huge, 'size', { value: IMPORT_MAX_BYTES + 1 });
    await user.upload(input, huge);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'everything.json is larger than 24 MB, the most an import takes.',
    );
    expect(FakeXhr.sent).toHaveLength(0);
  });
});
