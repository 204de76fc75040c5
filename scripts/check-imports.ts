// The layers' import rules, checked by `npm run lint` (docs/decisions/035-import-boundaries.md).
// Biome checks for import cycles (biome.json); these rules need to know the folders, and which
// feature a file belongs to, which Biome's per-folder overrides could only list by hand.
import fs from 'node:fs';
import path from 'node:path';

const FEATURES = 'src/client/features/';

/** Where a file may not import from, and why: a folder of the importer, the aliases it may not use. */
const LAYERS = [
  {
    from: 'src/client/',
    forbid: ['#server/'],
    why: 'client code never imports server code: share it through src/shared',
  },
  {
    from: 'src/shared/',
    forbid: ['#server/', '#client/'],
    why: 'shared code is read by both sides and imports neither',
  },
  {
    from: 'src/server/db/',
    forbid: ['#server/routes/', '#server/live/'],
    why: 'the data layer sits below the routes and the live channel, which read it',
  },
  { from: 'src/server/ai/', forbid: ['#server/routes/'], why: 'the providers know nothing of HTTP routes' },
];

const isTest = (file: string) => /\.test\.tsx?$/.test(file);
const inTestingFolder = (file: string) => file.split('/').includes('testing');
const featureOf = (file: string) => (file.startsWith(FEATURES) ? file.slice(FEATURES.length).split('/')[0] : undefined);

// `import … from '…'`, `export … from '…'`, `import '…'` and `import('…')`, type-only included.
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)(['"])([^'"\n]+)\1/g;
const COMMENT = /\/\*[\s\S]*?\*\/|(^|[^:])\/\/.*$/gm;

/** The module specifiers a source imports or re-exports, static or dynamic, type-only included. */
export function importsOf(source: string): string[] {
  return [...source.replace(COMMENT, '$1').matchAll(IMPORT)].map((match) => match[2] as string);
}

/**
 * Every import in `files` (paths relative to the repository, with their source) that breaks a
 * rule, as `file: imports 'specifier': why`.
 */
export function importViolations(files: { file: string; source: string }[]): string[] {
  const violations: string[] = [];
  for (const { file, source } of files) {
    for (const specifier of importsOf(source)) {
      const why = ruleBroken(file, specifier);
      if (why) violations.push(`${file}: imports '${specifier}': ${why}`);
    }
  }
  return violations;
}

function ruleBroken(file: string, specifier: string): string | undefined {
  for (const layer of LAYERS) {
    if (file.startsWith(layer.from) && layer.forbid.some((prefix) => specifier.startsWith(prefix))) return layer.why;
  }
  const feature = featureOf(file);
  const target = specifier.startsWith('#client/features/') ? specifier.split('/')[2] : undefined;
  if (feature && target && target !== feature) {
    return 'features never import each other: move what both need to src/client/{components,hooks,lib}';
  }
  const testHelper = specifier.startsWith('#tests/') || specifier.split('/').includes('testing');
  if (testHelper && !isTest(file) && !inTestingFolder(file)) {
    return 'test helpers (tests/, testing/ folders) are for tests only';
  }
  return undefined;
}

/** Every TypeScript source under `root`/src, as paths relative to `root`. */
export function sourceFiles(root: string): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(path.join(root, folder), { withFileTypes: true })) {
      const relative = `${folder}/${entry.name}`;
      if (entry.isDirectory()) walk(relative);
      else if (/\.tsx?$/.test(entry.name)) found.push(relative);
    }
  };
  walk('src');
  return found;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = process.cwd();
  const files = sourceFiles(root).map((file) => ({ file, source: fs.readFileSync(path.join(root, file), 'utf8') }));
  const violations = importViolations(files);
  for (const violation of violations) console.error(violation);
  if (violations.length > 0) process.exit(1);
  console.info(`Imports: ${files.length} files follow the layers' rules.`);
}
