import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '#tests/helpers/markdown-links';

const read = (file: string) => fs.readFileSync(path.join(REPO_ROOT, file), 'utf8');

/**
 * The variables the server reads: the keys of config.ts's `envSchema`, read from its source, since
 * the schema is not exported and the environment has no other reader.
 */
function schemaKeys(): string[] {
  const source = read('src/server/config.ts');
  const body = source.match(/const envSchema = z\.object\(\{\n([\s\S]*?)\n\}\);/)?.[1] ?? '';
  return [...body.matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((match) => match[1] as string);
}

/** The first column of the reference's tables: | `NAME` | default | example | what it does | */
function documentedRows(): Map<string, string[]> {
  const rows = [...read('docs/configuration.md').matchAll(/^\| `([A-Z][A-Z0-9_]*)` \|(.*)\|$/gm)];
  return new Map(
    rows.map((match) => [match[1] as string, (match[2] as string).split(' | ').map((cell) => cell.trim())]),
  );
}

describe('docs/configuration.md', () => {
  it('documents exactly the variables the server reads', () => {
    const keys = schemaKeys();
    expect(keys).toEqual(expect.arrayContaining(['PORT', 'DATABASE_URL', 'LOG_LEVEL']));
    expect([...documentedRows().keys()].sort()).toEqual([...keys].sort());
  });

  it('gives each a default, an example and what it does', () => {
    for (const [name, cells] of documentedRows()) {
      expect(cells, name).toHaveLength(3);
      for (const cell of cells) expect(cell, name).not.toBe('');
    }
  });

  it('covers every variable .env.example sets or shows', () => {
    const example = [...read('.env.example').matchAll(/^#? ?([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]);
    expect(example.length).toBeGreaterThan(10);
    const documented = documentedRows();
    expect(example.filter((name) => !documented.has(name as string))).toEqual([]);
  });
});
