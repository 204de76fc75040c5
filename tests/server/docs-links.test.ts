import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { headingAnchors, linkProblems, linkTargets, REPO_ROOT } from '#tests/helpers/markdown-links';

function documentationFiles(): string[] {
  const docs = fs
    .readdirSync(path.join(REPO_ROOT, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.join(REPO_ROOT, 'docs', name));
  return [path.join(REPO_ROOT, 'README.md'), ...docs];
}

describe('links in README.md and docs/', () => {
  it('all name a file, folder or heading inside the repository', () => {
    const files = documentationFiles();
    expect(files.length).toBeGreaterThan(3);
    const problems = files.flatMap((file) => linkProblems(file, fs.readFileSync(file, 'utf8')));
    expect(problems).toEqual([]);
  });

  it('are all found, and code is not taken for links', () => {
    const sample = [
      'See [spec](../shared/SPEC.md "title"), ![logo](img/logo.png) and <https://example.com>.',
      '[ref]: ./docs/api.md',
      '<a href="#top">up</a>',
      '`[not](a-link.md)`',
      '```\n[neither](this.md)\n```',
    ].join('\n');
    expect(linkTargets(sample).sort()).toEqual(
      ['#top', '../shared/SPEC.md', './docs/api.md', 'https://example.com', 'img/logo.png'].sort(),
    );
    expect(headingAnchors('## Behind a reverse proxy\n### API, v2 (beta)')).toEqual(
      new Set(['behind-a-reverse-proxy', 'api-v2-beta']),
    );
  });

  it('refuses links that leave the repository or name nothing', () => {
    const readme = path.join(REPO_ROOT, 'README.md');
    const markdown =
      '[a](../shared/SPEC.md) [b](https://example.com) [c](docs/missing.md) [d](node_modules) [e](docs/operations.md#nowhere) [f](docs/operations.md#logs)';
    expect(linkProblems(readme, markdown).map((problem) => problem.split(' ').slice(1).join(' '))).toEqual([
      '../shared/SPEC.md leaves the repository',
      'https://example.com leaves the repository',
      'docs/missing.md names nothing',
      'node_modules names a file git ignores, missing from a clone',
      'docs/operations.md#nowhere names a heading that does not exist',
    ]);
  });
});
