import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UsageTab } from '#client/features/admin/components/usage-tab';
import { polyfillJsdomForRadix, renderWithProviders } from '#client/testing/render';
import type { AdminUsageResponse, ConnectionUsage, UsageFigures } from '#shared/api/admin-usage';

const zero: UsageFigures = { requests: 0, failed: 0, inputTokens: 0, outputTokens: 0 };
const free = { usd: 0, partial: false };
const pair: ConnectionUsage[] = [
  { provider: 'openai', label: 'OpenAI', kind: 'openai', ...zero, averageLatencyMs: null, demoReplies: 0, cost: free },
  {
    provider: 'claude',
    label: 'Claude',
    kind: 'anthropic',
    ...zero,
    averageLatencyMs: null,
    demoReplies: 0,
    cost: free,
  },
];

function usage(days: number, withCalls: boolean): AdminUsageResponse {
  if (!withCalls) return { days, since: new Date().toISOString(), providers: pair, users: [], totalUsers: 0 };
  const openai = { requests: 1200, failed: 2, inputTokens: 45000, outputTokens: 9000 };
  const claude = { requests: 3, failed: 0, inputTokens: 30, outputTokens: 60 };
  const router = { requests: 5, failed: 1, inputTokens: 500, outputTokens: 700 };
  const gone = { requests: 1, failed: 0, inputTokens: 10, outputTokens: 20 };
  return {
    days,
    since: new Date().toISOString(),
    providers: [
      { ...(pair[0] as ConnectionUsage), ...openai, averageLatencyMs: 850, cost: { usd: 0.2025, partial: false } },
      {
        ...(pair[1] as ConnectionUsage),
        ...claude,
        averageLatencyMs: 1500,
        demoReplies: 12,
        cost: { usd: 0.00033, partial: true },
      },
      {
        provider: 'router',
        label: 'Home Llama',
        kind: 'openai-compatible',
        ...router,
        averageLatencyMs: 90,
        demoReplies: 0,
        cost: null,
      },
      { provider: 'retired', label: 'retired', kind: null, ...gone, averageLatencyMs: 40, demoReplies: 0, cost: null },
    ],
    users: [
      {
        userId: 7,
        name: 'Ada Lovelace',
        email: 'ada@example.test',
        deleted: false,
        total: { requests: 1208, failed: 3, inputTokens: 45530, outputTokens: 9760 },
        cost: { usd: 1234.5, partial: true },
        byProvider: {
          router: { ...router, cost: null },
          openai: { ...openai, cost: { usd: 0.2025, partial: false } },
          claude: { ...claude, cost: { usd: 0.00033, partial: true } },
        },
      },
      {
        userId: 9,
        name: 'Deleted user',
        email: '',
        deleted: true,
        total: gone,
        cost: null,
        byProvider: { retired: { ...gone, cost: null } },
      },
    ],
    totalUsers: 4,
  };
}

/** The network boundary: the usage endpoint, with calls only in periods longer than a week. */
function stubUsageApi() {
  const requested: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      const days = Number(url.searchParams.get('days'));
      requested.push(url.pathname + url.search);
      return Response.json(usage(days, days > 7));
    }),
  );
  return requested;
}

polyfillJsdomForRadix();

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('UsageTab', () => {
  it('shows figures and cost per connection, with its label, and says when a cost is partial or unknown', async () => {
    const requested = stubUsageApi();
    renderWithProviders(<UsageTab />);
    const openai = await screen.findByRole('region', { name: 'OpenAI' });
    expect(requested).toEqual(['/api/admin/usage?days=30']);
    expect(screen.getByText(/Costs are estimates at the providers' prices of November 24, 2025\./)).toBeInTheDocument();
    expect(within(openai).getByText('Requests').nextSibling).toHaveTextContent('1,200');
    expect(within(openai).getByText('Average latency').nextSibling).toHaveTextContent('850 ms');
    expect(within(openai).getByText('Estimated cost').nextSibling).toHaveTextContent('$0.20');
    expect(openai).not.toHaveTextContent('demo');
    expect(openai).not.toHaveTextContent('price');

    const claude = screen.getByRole('region', { name: 'Claude' });
    expect(within(claude).getByText('Output tokens').nextSibling).toHaveTextContent('60');
    expect(within(claude).getByText('Estimated cost').nextSibling).toHaveTextContent('≥ $0.00033');
    expect(claude).toHaveTextContent('Some of its models have no known price: the cost is at least this.');
    expect(claude).toHaveTextContent('Plus 12 demo replies, not counted: no API key, so no call to Claude.');

    const router = screen.getByRole('region', { name: 'Home Llama' });
    expect(within(router).getByText('Requests').nextSibling).toHaveTextContent('5');
    expect(within(router).getByText('Estimated cost').nextSibling).toHaveTextContent('—');
    expect(router).toHaveTextContent('No known price for its models: no cost estimated.');
    expect(router.querySelector('[data-kind]')).toHaveAttribute('data-kind', 'openai-compatible');
    expect(router).not.toHaveTextContent('No longer configured');

    const retired = screen.getByRole('region', { name: 'retired' });
    expect(retired).toHaveTextContent('No longer configured');
    expect(retired.querySelector('[data-kind]')).toHaveAttribute('data-kind', 'none');
  });

  it("shows each user's totals, cost and requests by connection, and says when the list is cut short", async () => {
    stubUsageApi();
    renderWithProviders(<UsageTab />);
    const table = await screen.findByRole('table', { name: 'Usage by user' });
    const cells = (name: RegExp) =>
      within(within(table).getByRole('row', { name }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    // By connection in the cards' order, whatever the answer's; no cost where none is known.
    expect(cells(/Ada Lovelace/)).toEqual([
      'Ada Lovelace',
      'ada@example.test',
      '1,208',
      'OpenAI: 1,200 · $0.20Claude: 3 · ≥ $0.00033Home Llama: 5',
      '3',
      '45,530',
      '9,760',
      '≥ $1,234.50',
    ]);
    expect(cells(/Deleted user/)).toEqual(['Deleted user', '', '1', 'retired: 1', '0', '10', '20', '—']);
    expect(screen.getByText('Showing top 2 of 4 users')).toBeInTheDocument();
  });

  it('changes the period, and says when there were no calls in it', async () => {
    const requested = stubUsageApi();
    const user = renderWithProviders(<UsageTab />);
    await screen.findByText('Ada Lovelace');
    await user.click(screen.getByRole('combobox', { name: 'Period' }));
    await user.click(await screen.findByRole('option', { name: 'Last 7 days' }));
    expect(await screen.findByText('No API calls in the last 7 days')).toBeInTheDocument();
    await waitFor(() => expect(requested.at(-1)).toBe('/api/admin/usage?days=7'));
    expect(screen.queryByRole('table', { name: 'Usage by user' })).not.toBeInTheDocument();
  });
});
