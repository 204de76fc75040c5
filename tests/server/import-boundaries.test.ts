import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { importsOf, importViolations, sourceFiles } from '../../scripts/check-imports';

const run = promisify(execFile);

describe('the layers’ import rules (scripts/check-imports.ts, run by npm run lint)', () => {
  it('hold for every source file', async () => {
    const files = await Promise.all(
      sourceFiles(process.cwd()).map(async (file) => ({ file, source: await fs.readFile(file, 'utf8') })),
    );
    expect(files.length).toBeGreaterThan(300);
    expect(importViolations(files)).toEqual([]);
  });

  it.each([
    ['src/client/features/chat/components/x.tsx', '#server/config', 'client code never imports server code'],
    ['src/shared/api/x.ts', '#server/db/database', 'shared code is read by both sides'],
    ['src/shared/api/x.ts', '#client/lib/query-keys', 'shared code is read by both sides'],
    ['src/server/db/queries/x.ts', '#server/live/live-bus', 'the data layer sits below'],
    ['src/server/db/queries/x.ts', '#server/routes/chat', 'the data layer sits below'],
    ['src/server/ai/x.ts', '#server/routes/chat', 'the providers know nothing of HTTP routes'],
    [
      'src/client/features/chat/hooks/x.ts',
      '#client/features/projects/api/get-project',
      'features never import each other',
    ],
    ['src/client/features/chat/hooks/x.ts', '#client/testing/build-message', 'test helpers'],
    ['src/server/routes/x.ts', '#tests/helpers/factories', 'test helpers'],
  ])('refuses %s importing %s', (file, specifier, why) => {
    const violations = importViolations([
      { file, source: `import type { A } from '${specifier}';\nexport type B = A;\n` },
    ]);
    expect(violations).toEqual([expect.stringContaining(why)]);
  });

  it.each([
    ['src/client/features/chat/hooks/x.ts', '#client/features/chat/api/send-chat'],
    ['src/client/features/chat/hooks/x.ts', '#shared/api/messages'],
    ['src/client/features/chat/hooks/x.test.ts', '#client/testing/build-message'],
    ['src/client/testing/x.tsx', '#client/testing/build-message'],
    ['src/server/live/x.ts', '#server/db/queries/messages'],
    ['src/server/routes/x.ts', '#server/live/live-bus'],
  ])('lets %s import %s', (file, specifier) => {
    expect(importViolations([{ file, source: `import { a } from '${specifier}';\n` }])).toEqual([]);
  });

  it('reads static, re-exported, side-effect and dynamic imports, and not those in comments', () => {
    const source = [
      "import a from 'a';",
      "import type { B } from 'b';",
      "export { c } from 'c';",
      "import './d.css';",
      "const e = await import('e');",
      "// import f from 'f';",
      "/* import g from 'g'; */",
    ].join('\n');
    expect(importsOf(source)).toEqual(['a', 'b', 'c', './d.css', 'e']);
  });
});

describe('import cycles (biome.json)', () => {
  it('fail the lint, through type-only imports too', async () => {
    const config = JSON.parse(await fs.readFile('biome.json', 'utf8'));
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'pairwise-cycle-'));
    try {
      // Only the repository's rule for cycles, so that nothing else in its configuration is tested here.
      const rule = config.linter.rules.suspicious.noImportCycles;
      const minimal = { linter: { rules: { recommended: false, suspicious: { noImportCycles: rule } } } };
      await fs.writeFile(path.join(folder, 'biome.json'), JSON.stringify(minimal));
      await fs.writeFile(path.join(folder, 'a.ts'), "import type { B } from './b';\nexport type A = { b?: B };\n");
      await fs.writeFile(path.join(folder, 'b.ts'), "import type { A } from './a';\nexport type B = { a?: A };\n");
      const biome = path.resolve('node_modules/.bin/biome');
      const linted = await run(biome, ['lint', '.'], { cwd: folder }).then(
        () => ({ failed: false, output: '' }),
        (error: { stdout: string; stderr: string }) => ({ failed: true, output: error.stdout + error.stderr }),
      );
      expect(linted.failed).toBe(true);
      expect(linted.output).toContain('noImportCycles');
    } finally {
      await fs.rm(folder, { recursive: true, force: true });
    }
  });
});
