import type { Budget, RouteSize } from '#bench/lib/client-size';
import { kb, table } from '#bench/lib/format';

export function sizeSection(sizes: RouteSize[], budgets: Record<string, Budget>) {
  const rows = sizes.map((size) => {
    const budget = budgets[size.route];
    return [
      size.route,
      kb(size.jsGzip),
      budget?.jsGzipKB !== undefined ? String(budget.jsGzipKB) : '—',
      kb(size.cssGzip),
      budget?.cssGzipKB !== undefined ? String(budget.cssGzipKB) : '—',
      kb(size.jsRaw),
      String(size.files),
      kb(size.laterJsGzip),
    ];
  });
  return [
    '## Client weight: what each route loads before it renders',
    'After `vite build`: the entry chunk and its static imports, the route chunk and its static imports, their CSS; ' +
      'each file gzipped (zlib default level). kB = 1,000 bytes. "Later": JS the route may fetch after it renders, through lazy imports at any depth (e.g. each highlighted language).',
    table(['Route', 'JS gzip kB', 'Budget', 'CSS gzip kB', 'Budget', 'JS raw kB', 'Files', 'Later JS gzip kB'], rows),
  ].join('\n\n');
}
