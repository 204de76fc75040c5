import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScoreboardSettings } from '#client/features/settings/components/scoreboard-settings';
import { createQueryClient } from '#client/lib/query-client';
import type { Scoreboard, ScoreboardRow } from '#shared/api/votes';

afterEach(() => {
  vi.unstubAllGlobals();
});

const row = (
  leftWins: number,
  ties: number,
  rightWins: number,
  bothBad = 0,
  verdict: ScoreboardRow['verdict'] = 'not-enough-votes',
): ScoreboardRow => {
  const votes = leftWins + ties + rightWins + bothBad;
  return {
    left: { provider: 'openai', model: 'gpt-4o' },
    right: { provider: 'claude', model: 'claude-3-7-sonnet-20250219' },
    leftWins,
    rightWins,
    ties,
    bothBad,
    votes,
    leftWinRate: leftWins / votes,
    rightWinRate: rightWins / votes,
    leftShare: { rate: leftWins / (leftWins + rightWins), low: 0.5958, high: 0.9821 },
    verdict,
  };
};

function renderScoreboard(answer: () => Response, blindAnswer = answer) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url === '/api/votes/scoreboard'
        ? answer()
        : url === '/api/votes/scoreboard?blind=true'
          ? blindAnswer()
          : new Response('', { status: 404 }),
    ),
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ScoreboardSettings />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const cells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((tableRow) => [...tableRow.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('ScoreboardSettings', () => {
  it('shows wins, ties and win rates per model pair, over all time and the last 30 days', async () => {
    const scoreboard: Scoreboard = { allTime: [row(2, 1, 1, 1)], last30Days: [row(1, 0, 0, 0, 'left')] };
    renderScoreboard(() => Response.json(scoreboard));
    const allTime = await screen.findByRole('table', { name: 'All time' });
    expect(cells(allTime)).toEqual([
      ['Models', 'Left wins', 'Ties', 'Both bad', 'Right wins', 'Votes', 'Verdict'],
      ['gpt-4o vs claude-3-7-sonnet-20250219', '2 (40%)', '1', '1', '1 (20%)', '5', 'Not enough votes yet'],
    ]);
    expect(cells(screen.getByRole('table', { name: 'Last 30 days' }))[1]).toEqual([
      'gpt-4o vs claude-3-7-sonnet-20250219',
      '1 (100%)',
      '0',
      '0',
      '0 (0%)',
      '1',
      'gpt-4o is better (wins 60%–98% of decided votes)',
    ]);
  });

  it('links to the CSV export', async () => {
    renderScoreboard(() => Response.json({ allTime: [], last30Days: [] }));
    const link = screen.getByRole('link', { name: 'Export CSV' });
    expect(link).toHaveAttribute('href', '/api/votes/scoreboard.csv');
    expect(link).toHaveAttribute('download');
    expect(await screen.findByText(/^No votes yet\./)).toBeInTheDocument();
    expect(screen.getByText('No votes in the last 30 days.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('counts the blind votes alone with "Blind votes only", in the table and the CSV', async () => {
    const every: Scoreboard = { allTime: [row(2, 1, 1)], last30Days: [] };
    const blind: Scoreboard = { allTime: [row(0, 0, 1)], last30Days: [] };
    const user = renderScoreboard(
      () => Response.json(every),
      () => Response.json(blind),
    );
    const allTime = await screen.findByRole('table', { name: 'All time' });
    expect(cells(allTime)[1]?.[5]).toBe('4');

    await user.click(screen.getByRole('switch', { name: 'Blind votes only' }));

    await vi.waitFor(() => expect(cells(screen.getByRole('table', { name: 'All time' }))[1]?.[5]).toBe('1'));
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/votes/scoreboard.csv?blind=true',
    );
  });

  it('says when the scoreboard cannot be loaded', async () => {
    renderScoreboard(() => Response.json({ message: 'The database is busy.', code: 'unavailable' }, { status: 503 }));
    expect(await screen.findByText('Could not load your scoreboard: The database is busy.')).toBeInTheDocument();
  });
});
