import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '#tests/helpers/markdown-links';

const START = /^exec node((?: --[\w-]+(?:=\S+)?)*) scripts\/start\.mjs$/;

/**
 * The Node options the server runs with, read from `npm start` (package.json), their one source
 * (decision 056). The Dockerfile's CMD repeats them, and a test holds the two equal; the bench
 * starts its servers with them, so that its figures are the deployed server's.
 */
export function serverNodeFlags(): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const start = manifest.scripts.start ?? '';
  const match = START.exec(start);
  if (!match) throw new Error(`package.json's start script is not "exec node [--flag…] scripts/start.mjs": ${start}`);
  return (match[1] ?? '').split(' ').filter(Boolean);
}
