import fs from 'node:fs';
import path from 'node:path';

/** The text of each <script> of the app's index.html that has no src, exactly as a browser hashes and runs it. */
export function indexHtmlInlineScripts(): string[] {
  const html = fs.readFileSync(path.resolve('index.html'), 'utf8');
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
}
