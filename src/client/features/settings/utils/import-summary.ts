import type { ImportResult } from '#shared/api/exports';

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

/** What an import brought, in a sentence or two: "Imported 3 conversations with 42 messages and 2 projects." */
export function importSummary({ conversations, messages, projects, renamedProjects }: ImportResult): string {
  if (conversations === 0 && projects === 0)
    return 'The file holds no conversations or projects, so nothing was imported.';
  const parts = [
    conversations > 0 ? count(conversations, 'conversation', 'conversations') : null,
    conversations > 0 ? `with ${count(messages, 'message', 'messages')}` : null,
    projects > 0 ? `${conversations > 0 ? 'and ' : ''}${count(projects, 'project', 'projects')}` : null,
  ].filter(Boolean);
  const renamed =
    renamedProjects === 0
      ? ''
      : renamedProjects === 1
        ? ' You already had a project of the same name, so the new one ends in “(imported)”.'
        : ` You already had projects of the same names, so ${renamedProjects} new ones end in “(imported)”.`;
  return `Imported ${parts.join(' ')}.${renamed}`;
}
