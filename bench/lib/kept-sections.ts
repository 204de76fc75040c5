import fs from 'node:fs';
import { SECTION_TITLE as SOAK_TITLE } from '#bench/lib/soak-report';

/** Sections `npm run bench` does not write but must not drop: the soak's, and any written by hand. */
function isKept(title: string): boolean {
  return title === SOAK_TITLE || title.includes('(written by hand');
}

/** Those sections of the report file as it is now, in their order, to go after the new figures. */
export function keptSections(file: string): string[] {
  if (!fs.existsSync(file)) return [];
  const text = fs.readFileSync(file, 'utf8');
  // Each section runs from its `## ` title to the next one (or the end of the file).
  const starts = [...text.matchAll(/^## .*$/gm)].map((match) => match.index);
  return starts
    .map((start, index) => text.slice(start, starts[index + 1] ?? text.length).trimEnd())
    .filter((section) => isKept(section.split('\n', 1)[0] ?? ''));
}
