import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScoreboardPage } from '#client/features/scoreboard/components/scoreboard-page';
import { polyfillJsdomForRadix, renderWithProviders } from '#client/testing/render';
import { serverError } from '#client/testing/server-error-response';
import type { ModelStanding, PairStanding, Standings } from '#shared/api/standings';

polyfillJsdomForRadix();

afterEach(() => {
  vi.unstubAllGlobals();
});

const pair: PairStanding = {
  left: { provider: 'openai', model: 'gpt-4o' },
  right: { provider: 'claude', model: 'claude-sonnet' },
  leftWins: 5,
  rightWins: 3,
  ties: 1,
  bothBad: 1,
  votes: 10,
  leftWinRate: 0.5,
  rightWinRate: 0.3,
  leftShare: { rate: 0.625, low: 0.3058, high: 0.8632 },
  verdict: 'not-enough-votes',
  leftFacts: { medianFirstTokenMs: 700, costPerAnswer: 0.0042 },
  rightFacts: { medianFirstTokenMs: 1500, costPerAnswer: null },
  turns: [
    { conversationId: 12, messageId: 34, title: 'Sourdough starter', votedAt: '2025-03-05T10:00:00.000Z' },
    { conversationId: 12, messageId: 30, title: 'Sourdough starter', votedAt: '2025-03-04T10:00:00.000Z' },
  ],
  judge: { judged: 4, agreed: 3 },
};

const model = (provider: string, name: string, wins: number, losses: number): ModelStanding => ({
  provider,
  model: name,
  wins,
  losses,
  ties: 1,
  bothBad: 1,
  votes: wins + losses + 2,
  winShare: wins > losses ? { rate: 0.625, low: 0.3058, high: 0.8632 } : null,
  verdict: wins > losses ? 'ahead' : 'not-enough-votes',
});

const standings: Standings = {
  pairs: [pair],
  models: [model('openai', 'gpt-4o', 5, 3), model('claude', 'claude-sonnet', 3, 5)],
};

const none: Standings = { pairs: [], models: [] };

/** Answers the standings call by its address (the fixture when not listed); returns the addresses asked. */
function stubStandingsApi(answers: Record<string, () => Response> = {}) {
  const requested: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requested.push(url);
      if (!url.startsWith('/api/votes/standings')) return new Response('', { status: 404 });
      return answers[url]?.() ?? Response.json(standings);
    }),
  );
  return requested;
}

const projects = [
  { id: 3, name: 'Baking' },
  { id: 4, name: 'Travel' },
];

const renderPage = (onBack = () => {}) => renderWithProviders(<ScoreboardPage projects={projects} onBack={onBack} />);

/** An entry's figures, label to value. */
const figures = (entry: HTMLElement) =>
  Object.fromEntries(
    [...entry.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

describe('ScoreboardPage', () => {
  it('shows each pair with its sides, verdict and summary, and each model with its win share', async () => {
    const requested = stubStandingsApi();
    renderPage();
    const entry = await screen.findByRole('listitem', { name: 'gpt-4o vs claude-sonnet' });
    expect(requested).toEqual(['/api/votes/standings']);
    expect(within(entry).getByText('Not enough votes yet')).toBeInTheDocument();
    // Without the right side's cost, the summary compares speed alone.
    expect(within(entry).getByText(/^gpt-4o wins/)).toHaveTextContent(
      'gpt-4o wins 63% of decided votes, first token 53% faster',
    );
    expect(figures(within(entry).getByRole('region', { name: 'Left: gpt-4o' }))).toEqual({
      Wins: '5 (50%)',
      'First token': '700 ms',
      'Cost per answer': '$0.0042',
    });
    expect(figures(within(entry).getByRole('region', { name: 'Right: claude-sonnet' }))).toEqual({
      Wins: '3 (30%)',
      'First token': '1.5 s',
      'Cost per answer': '—',
    });
    expect(figures(entry)).toMatchObject({ Ties: '1', 'Both bad': '1', Votes: '10', 'Judge agreed': '3 of 4' });

    const models = screen.getByRole('region', { name: 'Models' });
    const gpt = within(models).getByRole('listitem', { name: 'gpt-4o' });
    expect(within(gpt).getByText('Ahead of the models it met')).toBeInTheDocument();
    expect(figures(gpt)).toEqual({
      Wins: '5',
      Losses: '3',
      Ties: '1',
      'Both bad': '1',
      Votes: '10',
      'Win share': '63% (31%–86%)',
    });
    const claude = within(models).getByRole('listitem', { name: 'claude-sonnet' });
    expect(within(claude).getByText('Not enough votes yet')).toBeInTheDocument();
    expect(figures(claude)['Win share']).toBe('—');
  });

  it('lists the turns a pair counts, each opening its conversation at the turn', async () => {
    stubStandingsApi();
    const user = renderPage();
    const entry = await screen.findByRole('listitem', { name: 'gpt-4o vs claude-sonnet' });
    const turns = within(entry).getByText('Turns (10)');
    await user.click(turns);
    expect(turns.closest('details')).toHaveAttribute('open');
    // Ten votes, two turns listed.
    expect(within(entry).getByText('Showing the latest 2')).toBeInTheDocument();
    const links = within(entry).getAllByRole('link', { name: 'Sourdough starter' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/c/12?message=34', '/c/12?message=30']);
    expect(entry.querySelector('time')).toHaveAttribute('datetime', '2025-03-05T10:00:00.000Z');
  });

  it('asks again with the period, project and blind chosen, and exports the blind CSV', async () => {
    const requested = stubStandingsApi({
      '/api/votes/standings?blind=true&period=7d&projectId=3': () => Response.json(none),
    });
    const user = renderPage();
    await screen.findByRole('listitem', { name: 'gpt-4o vs claude-sonnet' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'Last 7 days');
    await waitFor(() => expect(requested.at(-1)).toBe('/api/votes/standings?period=7d'));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Project' }), 'Baking');
    await waitFor(() => expect(requested.at(-1)).toBe('/api/votes/standings?period=7d&projectId=3'));
    expect(screen.getByRole('combobox', { name: 'Project' })).toHaveDisplayValue('Baking');

    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/votes/scoreboard.csv');
    await user.click(screen.getByRole('switch', { name: 'Blind votes only' }));
    await waitFor(() => expect(requested.at(-1)).toBe('/api/votes/standings?blind=true&period=7d&projectId=3'));
    expect(await screen.findByText('No votes match these filters.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/votes/scoreboard.csv?blind=true',
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Project' }), 'All projects');
    await waitFor(() => expect(requested.at(-1)).toBe('/api/votes/standings?blind=true&period=7d'));
  });

  it('says there are no votes yet, and no blind ones with "Blind votes only"', async () => {
    stubStandingsApi({
      '/api/votes/standings': () => Response.json(none),
      '/api/votes/standings?blind=true': () => Response.json(none),
    });
    const user = renderPage();
    expect(await screen.findByText(/^No votes yet\. Under a reply from each model/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Model pairs' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Blind votes only' }));
    expect(await screen.findByText(/^No blind votes yet\. Turn Blind on in the chat/)).toBeInTheDocument();
  });

  it('says when the scoreboard cannot be loaded, and loads it with "Try again"', async () => {
    let failing = true;
    stubStandingsApi({
      '/api/votes/standings': () =>
        failing ? serverError(503, 'The database is busy.', 'unavailable') : Response.json(standings),
    });
    const user = renderPage();
    expect(await screen.findByText('Could not load your scoreboard: The database is busy.')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'gpt-4o vs claude-sonnet' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a spinner while loading, and goes back with the header button', async () => {
    stubStandingsApi();
    const onBack = vi.fn();
    const user = renderPage(onBack);
    expect(screen.getByRole('status', { name: 'Loading your scoreboard' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Scoreboard' })).toBeInTheDocument();
    await screen.findByRole('listitem', { name: 'gpt-4o vs claude-sonnet' });
    await user.click(screen.getByRole('button', { name: 'Back to Home' }));
    expect(onBack).toHaveBeenCalledOnce();
  });
});
