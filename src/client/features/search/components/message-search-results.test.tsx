import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MessageSearchResults } from '#client/features/search/components/message-search-results';
import { buildConversation, buildProject } from '#client/testing/build-message';
import { renderWithProviders } from '#client/testing/render';
import type { Conversation } from '#shared/api/conversations';
import type { Project } from '#shared/api/projects';
import type { SearchResult } from '#shared/api/search';

const conversation = (id: number, title: string, projectId: number | null = null): Conversation =>
  buildConversation({ id, title, projectId });
const physics: Project = buildProject({ id: 7, name: 'Physics' });

const found: SearchResult[] = [
  {
    conversation: { id: 3, title: 'Reading list', projectId: null, projectName: null },
    titleMatch: false,
    hits: [
      {
        messageId: 30,
        sender: 'claude',
        snippet: [
          { text: 'A book on ', match: false },
          { text: 'quantum', match: true },
          { text: ' computing', match: false },
        ],
      },
    ],
  },
  {
    conversation: { id: 4, title: 'Entanglement', projectId: 7, projectName: 'Physics' },
    titleMatch: false,
    hits: [
      { messageId: 41, sender: 'openai', snippet: [{ text: 'Quantum', match: true }] },
      {
        messageId: 40,
        sender: 'user',
        snippet: [
          { text: 'Explain ', match: false },
          { text: 'quantum', match: true },
        ],
      },
    ],
  },
];

/** Stubs the network boundary: each GET /api/search answers with what `answer` gives for its q. */
function stubSearch(answer: (q: string) => Response) {
  const queries: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname !== '/api/search') return new Response('not stubbed', { status: 404 });
      const q = url.searchParams.get('q') ?? '';
      queries.push(q);
      return answer(q);
    }),
  );
  return queries;
}

/** The sidebar's arrangement: a search box, and the results while it holds something. */
function SearchHarness({ conversations, onOpen }: { conversations?: Conversation[]; onOpen?: () => void }) {
  const [search, setSearch] = useState('');
  return (
    <>
      <input
        type="search"
        aria-label="Search conversations"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      {search.trim() !== '' && (
        <MessageSearchResults search={search} conversations={conversations} projects={[physics]} onOpen={onOpen} />
      )}
    </>
  );
}

const searchBox = () => screen.getByRole('searchbox', { name: 'Search conversations' });
const section = () => screen.getByRole('region', { name: 'In messages' });
const liveRegion = () => section().querySelector('[aria-live="polite"]');

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('MessageSearchResults', () => {
  it('asks once the typing stops, then lists the hits by conversation with the words marked', async () => {
    const queries = stubSearch(() => Response.json({ results: found }));
    const user = renderWithProviders(<SearchHarness />);

    await user.type(searchBox(), '  quant ');
    expect(within(section()).getByRole('status', { name: 'Searching messages' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Messages found' });

    expect(queries).toEqual(['quant']);
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Reading list', 'Entanglement']);
    expect(within(list).getByText('Physics')).toBeInTheDocument();
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/c/3?message=30',
      '/c/4?message=41',
      '/c/4?message=40',
    ]);
    expect(links[0]).toHaveAccessibleName('Claude: A book on quantum computing');
    expect(links[0]).toHaveAccessibleDescription('Reading list');
    expect(links[1]).toHaveAccessibleName('OpenAI: Quantum');
    expect(links[2]).toHaveAccessibleName('You: Explain quantum');
    expect(links[2]).toHaveAccessibleDescription('Entanglement In project Physics');
    expect([...list.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      'quantum',
      'Quantum',
      'quantum',
    ]);
    await waitFor(() => expect(liveRegion()).toHaveTextContent('2 conversations found in messages'));
  });

  it('opens a hit by keyboard, at its message, and tells the sidebar', async () => {
    stubSearch(() => Response.json({ results: found }));
    const onOpen = vi.fn();
    const user = renderWithProviders(<SearchHarness onOpen={onOpen} />);
    await user.type(searchBox(), 'quantum');
    await screen.findByRole('list', { name: 'Messages found' });

    await user.tab();
    expect(screen.getByRole('link', { name: 'Claude: A book on quantum computing' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(onOpen).toHaveBeenCalledOnce();
    expect(window.location.pathname + window.location.search).toBe('/c/3?message=30');
  });

  it('lists a project conversation whose title matched, named by its project, its title opening it', async () => {
    const titled: SearchResult = {
      conversation: { id: 8, title: 'Quantum reading list', projectId: physics.id, projectName: physics.name },
      titleMatch: true,
      hits: [],
    };
    stubSearch(() => Response.json({ results: [titled, ...found] }));
    const onOpen = vi.fn();
    const user = renderWithProviders(<SearchHarness onOpen={onOpen} />);
    await user.type(searchBox(), 'quantum');
    const link = await within(section()).findByRole('link', { name: 'Quantum reading list' });
    expect(link.closest('li')).toHaveTextContent(`In project ${physics.name}`);
    await user.click(link);
    expect(onOpen).toHaveBeenCalledOnce();
    expect(window.location.pathname + window.location.search).toBe('/c/8');
  });

  it('shows conversations as the sidebar knows them: deleted ones gone, new titles', async () => {
    stubSearch(() => Response.json({ results: found }));
    const user = renderWithProviders(<SearchHarness conversations={[conversation(4, 'Spooky action', 7)]} />);
    await user.type(searchBox(), 'quantum');

    const list = await screen.findByRole('list', { name: 'Messages found' });
    expect(
      within(list)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Spooky action']);
    await waitFor(() => expect(liveRegion()).toHaveTextContent('1 conversation found in messages'));
  });

  it('says when nothing was found', async () => {
    stubSearch(() => Response.json({ results: [] }));
    const user = renderWithProviders(<SearchHarness />);
    await user.type(searchBox(), 'zebra');

    expect(await within(section()).findByText('No messages found')).toBeInTheDocument();
    await waitFor(() => expect(liveRegion()).toHaveTextContent('No messages found'));
  });

  it('says a failed search quietly, and tries again on request', async () => {
    let fail = true;
    const queries = stubSearch(() =>
      fail
        ? Response.json({ code: 'internal', message: 'Something went wrong' }, { status: 500 })
        : Response.json({ results: found }),
    );
    const user = renderWithProviders(<SearchHarness />);
    await user.type(searchBox(), 'quantum');

    expect(await within(section()).findByText(/Could not search messages/)).toBeInTheDocument();
    expect(liveRegion()).toHaveTextContent('Could not search messages');
    fail = false;
    await user.click(within(section()).getByRole('button', { name: 'Try again' }));

    await screen.findByRole('list', { name: 'Messages found' });
    expect(queries).toEqual(['quantum', 'quantum']);
  });

  it('shows the results of the same words at once when shown again (the mobile overlay reopened)', async () => {
    const queries = stubSearch(() => Response.json({ results: found }));
    function Overlay() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOpen(!open)}>
            Toggle
          </button>
          {open && <MessageSearchResults search="quantum" conversations={undefined} projects={[]} />}
        </>
      );
    }
    const user = renderWithProviders(<Overlay />);
    await screen.findByRole('list', { name: 'Messages found' });
    await user.click(screen.getByRole('button', { name: 'Toggle' }));
    await user.click(screen.getByRole('button', { name: 'Toggle' }));

    expect(screen.getByRole('list', { name: 'Messages found' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Searching messages' })).not.toBeInTheDocument();
    // Asked again behind them: messages may have come since.
    await waitFor(() => expect(queries).toEqual(['quantum', 'quantum']));
  });

  it('goes away with the search, and searches at most the characters the server takes', async () => {
    const queries = stubSearch(() => Response.json({ results: [] }));
    const user = renderWithProviders(<SearchHarness />);
    await user.click(searchBox());
    await user.paste('x'.repeat(250));
    await within(section()).findByText('No messages found');
    expect(queries).toEqual(['x'.repeat(200)]);

    await user.clear(searchBox());
    expect(screen.queryByRole('region', { name: 'In messages' })).not.toBeInTheDocument();
  });
});
