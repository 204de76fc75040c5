import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConnectionsTab } from '#client/features/admin/components/connections-tab';
import { renderWithProviders } from '#client/testing/render';
import type { AdminConnection } from '#shared/api/admin-connections';

const checkedAt = '2026-11-27T10:05:00.000Z';
const connections: AdminConnection[] = [
  {
    id: 'openai',
    label: 'OpenAI',
    kind: 'openai',
    mode: 'live',
    models: 12,
    health: { state: 'answering', checkedAt },
  },
  {
    id: 'ollama',
    label: 'Ollama',
    kind: 'openai-compatible',
    mode: 'live',
    models: 0,
    health: { state: 'failing', checkedAt, error: 'The endpoint could not be reached.' },
  },
  { id: 'gemini', label: 'Gemini', kind: 'gemini', mode: 'demo', models: 3, health: { state: 'demo' } },
];

/** The network boundary: the list, and a test of each connection that answers as `tests` says. */
function stubConnectionsApi(tests: Record<string, unknown>) {
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === '/api/admin/connections') return Response.json({ connections });
    const id = path.match(/^\/api\/admin\/connections\/([^/]+)\/test$/)?.[1];
    if (init.method === 'POST' && id && id in tests) return Response.json(tests[id]);
    return Response.json({ code: 'not_found', message: 'Not found.' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ConnectionsTab', () => {
  it('lists each connection with its kind, models and how it last answered', async () => {
    stubConnectionsApi({});
    renderWithProviders(<ConnectionsTab />);
    const table = await screen.findByRole('table', { name: 'Connections' });

    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      'OpenAI',
      'OpenAI-compatible',
      'Google Gemini',
    ]);
    expect(within(rows[0] as HTMLElement).getByText('Answering')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('12')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Not answering')).toBeInTheDocument();
    expect(
      within(rows[1] as HTMLElement).getByText(/The endpoint could not be reached\. Asked at/),
    ).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('Demo: no API key')).toBeInTheDocument();
  });

  it('tests a connection on demand and says how it went, in its row', async () => {
    const fetchStub = stubConnectionsApi({
      openai: { ok: true, models: 12, ms: 140 },
      ollama: { ok: false, error: 'The endpoint could not be reached.' },
    });
    const user = renderWithProviders(<ConnectionsTab />);
    await screen.findByRole('table', { name: 'Connections' });

    await user.click(screen.getByRole('button', { name: 'Test OpenAI' }));
    expect(await screen.findByText('Answered: 12 models in 140 ms')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Test Ollama' }));
    const ollamaRow = screen.getByRole('row', { name: /Ollama/ });
    expect(await within(ollamaRow).findAllByText('The endpoint could not be reached.')).toHaveLength(1);
    const posts = fetchStub.mock.calls.filter(([, init]) => init?.method === 'POST').map(([input]) => String(input));
    expect(posts).toEqual(['/api/admin/connections/openai/test', '/api/admin/connections/ollama/test']);
  });
});
