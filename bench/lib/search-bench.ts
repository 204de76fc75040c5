import { textVariant, WORDS } from '#bench/lib/fixture-text';
import type { LoadResult } from '#bench/lib/load';
import type { BenchOptions } from '#bench/lib/options';
import { ACCEPT_ENCODING, fetchBoth, sequentialLoad } from '#bench/lib/reads';
import type { BenchServer } from '#bench/lib/server-child';

export interface SearchQuery {
  label: string;
  query: string;
}

export type SearchResult = SearchQuery &
  (
    | { available: true; bytes: number; wireBytes: number; encoding: string; hits: string; load: LoadResult }
    | { available: false; reason: string }
  );

/**
 * A made-up identifier of the fixture's first text variant: its texts are in about 1 in 256 of the
 * lister's messages, so the prefix matches a few dozen conversations.
 */
function rareWord(): string {
  const common = new Set(WORDS);
  const { question, answer } = textVariant(0);
  const words = `${question} ${answer}`.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  const word = words.find((candidate) => candidate.length >= 7 && !common.has(candidate) && /^[a-z]/.test(candidate));
  if (!word) throw new Error('the fixture has no made-up word of 7 characters in its first variant');
  return word;
}

/** What the sidebar sends as someone types: a prefix of a word every conversation has, and of a rare one. */
export function searchQueries(): SearchQuery[] {
  return [
    { label: 'prefix of a common word', query: 'laten' },
    { label: 'prefix of a rare identifier', query: rareWord().slice(0, 5) },
  ];
}

/** "1,234 results": the length of the answer's array, or of its first array field, when there is one. */
function hitCount(body: Buffer): string {
  let json: unknown;
  try {
    json = JSON.parse(body.toString('utf8'));
  } catch {
    return '?';
  }
  if (Array.isArray(json)) return json.length.toLocaleString('en');
  const field = Object.entries(json ?? {}).find(([, value]) => Array.isArray(value));
  return field ? `${(field[1] as unknown[]).length.toLocaleString('en')} ${field[0]}` : '?';
}

/**
 * GET /api/search for the lister (2,000 conversations of 3 messages), one request at a time as a
 * browser sends it (Accept-Encoding included). A server without the route, or refusing the query,
 * is reported as such: the search is newer than the rest of the bench.
 */
export async function runSearch(
  options: BenchOptions,
  server: BenchServer,
  cookie: string,
  queries = searchQueries(),
): Promise<SearchResult[]> {
  const results: SearchResult[] = [];
  for (const query of queries) {
    const path = `/api/search?q=${encodeURIComponent(query.query)}`;
    let answers: Awaited<ReturnType<typeof fetchBoth>>;
    try {
      answers = await fetchBoth(`${server.url}${path}`, cookie);
    } catch (error) {
      results.push({ ...query, available: false, reason: (error as Error).message });
      continue;
    }
    const { status, plain, compressed, encoding } = answers;
    if (status !== 200) {
      const reason = `GET /api/search answered ${status}${status === 404 ? ' (no such route)' : ''}`;
      results.push({ ...query, available: false, reason });
      continue;
    }
    const load = await sequentialLoad(options, server, path, { cookie, 'accept-encoding': ACCEPT_ENCODING });
    const hits = hitCount(plain.body);
    results.push({
      ...query,
      available: true,
      bytes: plain.body.length,
      wireBytes: compressed.body.length,
      encoding,
      hits,
      load,
    });
    console.info(`    search "${query.query}": p50 ${load.p50Ms.toFixed(1)} ms, ${hits}`);
  }
  return results;
}
