import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** One entry of Vite's build manifest (dist/client/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteSize {
  route: string;
  jsGzip: number;
  cssGzip: number;
  jsRaw: number;
  files: number;
  /** JS the route's own code imports lazily (e.g. markdown rendering), fetched after it renders. */
  laterJsGzip: number;
  /** The three heaviest JS chunks loaded first, to say where to cut. */
  largest: { name: string; gzip: number }[];
}

export const ROUTES_DIR = 'src/client/app/routes/';

/** The chunks a set of chunks pulls in through static imports, themselves included. */
function staticClosure(manifest: Manifest, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no chunk "${key}"`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  return seen;
}

/**
 * Everything a set of lazy chunks may bring in later, through static and lazy imports alike (the
 * highlighter loads each language on use), routes excepted.
 */
function lazyClosure(manifest: Manifest, roots: string[], isRoute: (key: string) => boolean): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || isRoute(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no chunk "${key}"`);
    seen.add(key);
    for (const imported of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(imported);
  };
  for (const root of roots) visit(root);
  return seen;
}

/**
 * What each route of src/client/app/routes loads before it renders: the entry chunk and its static
 * imports (index.html preloads them), then the route's lazy chunk and its static imports, with the
 * CSS of all of them; each file gzipped on its own, as a server would send it.
 */
export function measureRoutes(clientDir: string): RouteSize[] {
  const manifestPath = path.join(clientDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestPath)) {
    throw new Error(`${manifestPath} is missing: build the client with build.manifest on (npm run build)`);
  }
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('the manifest has no entry chunk');
  const gzipCache = new Map<string, { raw: number; gzip: number }>();
  const sizeOf = (file: string) => {
    let size = gzipCache.get(file);
    if (!size) {
      const content = fs.readFileSync(path.join(clientDir, file));
      size = { raw: content.length, gzip: gzipSync(content).length };
      gzipCache.set(file, size);
    }
    return size;
  };
  const isRoute = (key: string) => key.startsWith(ROUTES_DIR);

  return Object.keys(manifest)
    .filter(isRoute)
    .sort()
    .map((key) => {
      const first = staticClosure(manifest, [entry, key]);
      const js = [...first].map((chunk) => manifest[chunk]?.file as string);
      const largest = [...first]
        .map((chunk) => ({ name: manifest[chunk]?.name ?? chunk, gzip: sizeOf(manifest[chunk]?.file as string).gzip }))
        .sort((a, b) => b.gzip - a.gzip)
        .slice(0, 3);
      const css = [...new Set([...first].flatMap((chunk) => manifest[chunk]?.css ?? []))];
      const lazyRoots = [...first]
        .filter((chunk) => chunk !== entry)
        .flatMap((chunk) => manifest[chunk]?.dynamicImports ?? [])
        .filter((chunk) => !isRoute(chunk) && !first.has(chunk));
      const later = [...lazyClosure(manifest, lazyRoots, isRoute)].filter((chunk) => !first.has(chunk));
      return {
        route: path.basename(key).replace(/\.[jt]sx?$/, ''),
        jsGzip: js.reduce((sum, file) => sum + sizeOf(file).gzip, 0),
        jsRaw: js.reduce((sum, file) => sum + sizeOf(file).raw, 0),
        cssGzip: css.reduce((sum, file) => sum + sizeOf(file).gzip, 0),
        files: js.length + css.length,
        laterJsGzip: later.reduce((sum, chunk) => sum + sizeOf(manifest[chunk]?.file as string).gzip, 0),
        largest,
      };
    });
}

export interface Budget {
  jsGzipKB?: number;
  cssGzipKB?: number;
}

export function readBudgets(file: string): Record<string, Budget> {
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { routes: Record<string, Budget> }).routes;
}

/** Every way the sizes break the budgets, as lines a person can act on. */
export function budgetFailures(sizes: RouteSize[], budgets: Record<string, Budget>): string[] {
  const failures: string[] = [];
  for (const [route, budget] of Object.entries(budgets)) {
    const size = sizes.find((candidate) => candidate.route === route);
    if (!size) {
      failures.push(`route "${route}" has a budget but no chunk under ${ROUTES_DIR} (renamed?)`);
      continue;
    }
    const checks = [
      ['JS', size.jsGzip, budget.jsGzipKB],
      ['CSS', size.cssGzip, budget.cssGzipKB],
    ] as const;
    for (const [kind, bytes, limitKB] of checks) {
      if (limitKB !== undefined && bytes > limitKB * 1000) {
        const heaviest = size.largest.map((chunk) => `${chunk.name} ${(chunk.gzip / 1000).toFixed(1)} kB`).join(', ');
        failures.push(
          `${route}: ${(bytes / 1000).toFixed(1)} kB of ${kind} (gzip) loaded first, over its budget of ${limitKB} kB` +
            (kind === 'JS' ? ` (heaviest chunks: ${heaviest})` : ''),
        );
      }
    }
  }
  return failures;
}
