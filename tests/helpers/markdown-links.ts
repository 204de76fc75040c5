import { execFileSync } from 'node:child_process';
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

function isGitIgnored(file: string): boolean {
  try {
    execFileSync('git', ['check-ignore', '--quiet', file], { cwd: REPO_ROOT });
    return true;
  } catch {
    return false;
  }
}

/** What is wrong with each link of a Markdown file: it must name a file or folder of the repository. */
export function linkProblems(file: string, markdown: string): string[] {
  const problems: string[] = [];
  for (const target of linkTargets(markdown)) {
    const [pathPart = '', anchor] = target.split('#');
    const fail = (why: string) => problems.push(`${path.relative(REPO_ROOT, file)}: ${target} ${why}`);
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) {
      fail('leaves the repository');
      continue;
    }
    if (target.startsWith('/')) {
      fail('is absolute: write it relative to the file');
      continue;
    }
    const resolved = pathPart === '' ? file : path.resolve(path.dirname(file), decodeURIComponent(pathPart));
    const inside = path.relative(REPO_ROOT, resolved);
    if (inside.startsWith('..') || path.isAbsolute(inside)) fail('leaves the repository');
    else if (!fs.existsSync(resolved)) fail('names nothing');
    else if (isGitIgnored(resolved)) fail('names a file git ignores, missing from a clone');
    else if (anchor && resolved.endsWith('.md') && !headingAnchors(fs.readFileSync(resolved, 'utf8')).has(anchor)) {
      fail('names a heading that does not exist');
    }
  }
  return problems;
}
