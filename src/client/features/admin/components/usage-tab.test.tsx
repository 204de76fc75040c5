import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UsageTab } from '#client/features/admin/components/usage-tab';
import { polyfillJsdomForRadix, renderWithProviders } from '#client/testing/render';
import type { AdminUsageResponse, UsageFigures } from '#shared/api/admin-usage';

const zero: UsageFigures = { requests: 0, failed: 0, inputTokens: 0, outputTokens: 0 };

function usage(days: number, withCalls: boolean): AdminUsageResponse {
  if (!withCalls) {
    return {
      days,
      since: new Date().toISOString(),
      providers: [
        { provider: 'openai', ...zero, averageLatencyMs: null, demoReplies: 0 },
        { provider: 'claude', ...zero, averageLatencyMs: null, demoReplies: 0 },
      ],
      users: [],
      totalUsers: 0,
    };
  }
  const openai = { requests: 1200, failed: 2, inputTokens: 45000, outputTokens: 9000 };
  const claude = { requests: 3, failed: 0, inputTokens: 30, outputTokens: 60 };
  return {
    days,
    since: new Date().toISOString(),
    providers: [
      { provider: 'openai', ...openai, averageLatencyMs: 850, demoReplies: 0 },
      { provider: 'claude', ...claude, averageLatencyMs: 1500, demoReplies: 12 },
    ],
    users: [
      {
        userId: 7,
        name: 'Ada Lovelace',
        email: 'ada@example.test',
        deleted: false,
        total: { requests: 1203, failed: 2, inputTokens: 45030, outputTokens: 9060 },
        byProvider: { openai, claude },
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
  it('shows figures per provider and per user, and says when the user list is cut short', async () => {
    const requested = stubUsageApi();
    renderWithProviders(<UsageTab />);
    const openai = await screen.findByRole('region', { name: 'OpenAI' });
    expect(requested).toEqual(['/api/admin/usage?days=30']);
    expect(within(openai).getByText('Requests').nextSibling).toHaveTextContent('1,200');
    expect(within(openai).getByText('Average latency').nextSibling).toHaveTextContent('850 ms');
    const claude = screen.getByRole('region', { name: 'Claude' });
    expect(within(claude).getByText('Output tokens').nextSibling).toHaveTextContent('60');
    expect(claude).toHaveTextContent('Plus 12 demo replies, not counted: no API key, so no call to Claude.');
    expect(openai).not.toHaveTextContent('demo');

    const row = within(screen.getByRole('table', { name: 'Usage by user' })).getByRole('row', { name: /Ada Lovelace/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Ada Lovelace', 'ada@example.test', '1,200', '3', '2', '45,030', '9,060']);
    expect(screen.getByText('Showing top 1 of 4 users')).toBeInTheDocument();
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
