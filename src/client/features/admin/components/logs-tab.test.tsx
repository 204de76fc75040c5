import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LogsTab } from '#client/features/admin/components/logs-tab';
import { renderWithProviders } from '#client/testing/render';
import { serverError } from '#client/testing/server-error-response';
import type { LogEntry } from '#shared/api/admin-logs';

const providerFailed: LogEntry = {
  time: '2026-11-27T10:05:00.000Z',
  level: 'warn',
  message: 'provider call failed',
  requestId: null,
  error: null,
  fields: { jobId: 41, provider: 'openai', kind: 'auth' },
};
const unhandled: LogEntry = {
  time: '2026-11-27T10:06:00.000Z',
  level: 'error',
  message: 'unhandled error',
  requestId: 'req-7f',
  error: { type: 'TypeError', message: 'Cannot read properties of undefined' },
  fields: { method: 'POST', url: '/api/chat/a-very-long-path-that-must-wrap-on-a-phone-rather-than-be-cut-off' },
};

/** The network boundary: the route filters as the server does (level and above, text ignoring case). */
function stubLogsApi(entries: LogEntry[], answer?: () => Response) {
  const order = ['warn', 'error', 'fatal'];
  const fetchStub = vi.fn(async (input: RequestInfo | URL) => {
    if (answer) return answer();
    const url = new URL(String(input), 'http://localhost');
    const level = order.indexOf(url.searchParams.get('level') ?? 'warn');
    const q = url.searchParams.get('q')?.toLowerCase() ?? '';
    const matching = entries.filter(
      (entry) => order.indexOf(entry.level) >= level && JSON.stringify(entry).toLowerCase().includes(q),
    );
    return Response.json({ entries: matching, capacity: 500 });
  });
  vi.stubGlobal('fetch', fetchStub);
  return { queries: () => fetchStub.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').search) };
}

const listed = () =>
  within(screen.getByRole('list', { name: 'Log entries' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LogsTab', () => {
  it('shows each entry with its level, time, message, request id, error and kept fields, newest first', async () => {
    stubLogsApi([unhandled, providerFailed]);
    renderWithProviders(<LogsTab />);
    await screen.findByRole('list', { name: 'Log entries' });
    expect(listed()).toEqual(['unhandled error', 'provider call failed']);
    expect(screen.getByRole('status')).toHaveTextContent('2 entries; this process keeps its last 500.');

    const [first, second] = within(screen.getByRole('list', { name: 'Log entries' })).getAllByRole('listitem');
    const error = within(first as HTMLElement);
    expect(error.getByText('Error')).toBeInTheDocument();
    expect(error.getByText('TypeError')).toBeInTheDocument();
    expect(error.getByText(/Cannot read properties of undefined/)).toBeInTheDocument();
    expect(error.getByText('req-7f')).toBeInTheDocument();
    expect(
      error.getByText('/api/chat/a-very-long-path-that-must-wrap-on-a-phone-rather-than-be-cut-off'),
    ).toBeInTheDocument();
    expect(first?.querySelector('time')?.getAttribute('datetime')).toBe(unhandled.time);

    const warning = within(second as HTMLElement);
    expect(warning.getByText('Warning')).toBeInTheDocument();
    const details = [...(second as HTMLElement).querySelectorAll('dl > div')].map((row) => row.textContent);
    expect(details).toEqual(['Reply job41', 'Connectionopenai', 'Kindauth']);
  });

  it('filters by level and by text through the route, and says when nothing matches', async () => {
    const api = stubLogsApi([unhandled, providerFailed]);
    const user = renderWithProviders(<LogsTab />);
    await screen.findByRole('list', { name: 'Log entries' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), 'Errors only');
    await waitFor(() => expect(listed()).toEqual(['unhandled error']));
    expect(screen.getByRole('status')).toHaveTextContent('1 entry match;');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), 'Warnings and errors');
    await user.type(screen.getByRole('searchbox', { name: 'Search logs' }), 'OPENAI');
    await waitFor(() => expect(listed()).toEqual(['provider call failed']));

    await user.clear(screen.getByRole('searchbox', { name: 'Search logs' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search logs' }), 'nothing like it');
    expect(await screen.findByText('No entries match these filters.')).toBeInTheDocument();
    expect(api.queries()).toEqual(expect.arrayContaining(['?level=error', '?level=warn&q=OPENAI']));
  });

  it('says when there is nothing yet, and asks again on Refresh', async () => {
    const entries: LogEntry[] = [];
    const api = stubLogsApi(entries);
    const user = renderWithProviders(<LogsTab />);
    expect(await screen.findByText('No warnings or errors since this process started.')).toBeInTheDocument();

    entries.push(providerFailed);
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(listed()).toEqual(['provider call failed']));
    expect(api.queries()).toEqual(['?level=warn', '?level=warn']);
  });

  it("shows the server's message when the logs cannot be read", async () => {
    stubLogsApi([], () => serverError(403, 'Only administrators can do that.', 'admin_required'));
    renderWithProviders(<LogsTab />);
    expect(await screen.findByText('Could not load the logs: Only administrators can do that.')).toBeInTheDocument();
  });
});
