import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

/** The text without code: a path shown in a code block or span is not a link. */
function withoutCode(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

/** Inline links and images, reference definitions, autolinks and HTML href/src. */
export function linkTargets(markdown: string): string[] {
  const text = withoutCode(markdown);
  const patterns = [
    /\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g,
    /^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm,
    /<([a-z][a-z0-9+.-]*:[^>\s]+)>/gi,
    /\b(?:href|src)\s*=\s*["']([^"']+)["']/gi,
  ];
  return patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[1] as string));
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces as hyphens. */
export function headingAnchors(markdown: string): Set<string> {
  const headings = [...withoutCode(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)];
  return new Set(
    headings.map((match) =>
      (match[1] as string)
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s_-]/gu, '')
        .replace(/\s/g, '-'),
    ),
  );
}

/** Which of `files` git ignores, asked in one call (one per link was slow on a busy machine). */
function gitIgnored(files: string[]): Set<string> {
  if (files.length === 0) return new Set();
  const result = spawnSync('git', ['check-ignore', '--stdin'], {
    cwd: REPO_ROOT,
    input: files.join('\n'),
    encoding: 'utf8',
  });
  // 0: some are ignored, 1: none is; anything else is git failing, which must not pass as "none".
  if (result.status !== 0 && result.status !== 1) throw new Error(`git check-ignore failed: ${result.stderr}`);
  return new Set(
    result.stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => path.resolve(REPO_ROOT, line)),
  );
}

/** What is wrong with each link of a Markdown file: it must name a file or folder of the repository. */
export function linkProblems(file: string, markdown: string): string[] {
  const problems: string[] = [];
  const fail = (target: string, why: string) => problems.push(`${path.relative(REPO_ROOT, file)}: ${target} ${why}`);
  const found: { target: string; resolved: string; anchor: string | undefined }[] = [];
  for (const target of linkTargets(markdown)) {
    const [pathPart = '', anchor] = target.split('#');
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) {
      fail(target, 'leaves the repository');
      continue;
    }
    if (target.startsWith('/')) {
      fail(target, 'is absolute: write it relative to the file');
      continue;
    }
    const resolved = pathPart === '' ? file : path.resolve(path.dirname(file), decodeURIComponent(pathPart));
    const inside = path.relative(REPO_ROOT, resolved);
    if (inside.startsWith('..') || path.isAbsolute(inside)) fail(target, 'leaves the repository');
    else if (!fs.existsSync(resolved)) fail(target, 'names nothing');
    else found.push({ target, resolved, anchor });
  }
  const ignored = gitIgnored(found.map((link) => link.resolved));
  for (const { target, resolved, anchor } of found) {
    if (ignored.has(resolved)) fail(target, 'names a file git ignores, missing from a clone');
    else if (anchor && resolved.endsWith('.md') && !headingAnchors(fs.readFileSync(resolved, 'utf8')).has(anchor)) {
      fail(target, 'names a heading that does not exist');
    }
  }
  return problems;
}
