import { describe, expect, it } from 'vitest';
import { importSummary } from '#client/features/settings/utils/import-summary';

describe('importSummary', () => {
  it('counts conversations, their messages and projects, in words that agree with the numbers', () => {
    expect(importSummary({ conversations: 3, messages: 1234, projects: 2, renamedProjects: 0 })).toBe(
      'Imported 3 conversations with 1,234 messages and 2 projects.',
    );
    expect(importSummary({ conversations: 1, messages: 1, projects: 0, renamedProjects: 0 })).toBe(
      'Imported 1 conversation with 1 message.',
    );
    expect(importSummary({ conversations: 0, messages: 0, projects: 1, renamedProjects: 0 })).toBe(
      'Imported 1 project.',
    );
  });

  it('says when nothing was there to import', () => {
    expect(importSummary({ conversations: 0, messages: 0, projects: 0, renamedProjects: 0 })).toBe(
      'The file holds no conversations or projects, so nothing was imported.',
    );
  });

  it('says why project names gained “(imported)”', () => {
    expect(importSummary({ conversations: 2, messages: 4, projects: 1, renamedProjects: 1 })).toBe(
      'Imported 2 conversations with 4 messages and 1 project. You already had a project of the same name, so the new one ends in “(imported)”.',
    );
    expect(importSummary({ conversations: 0, messages: 0, projects: 3, renamedProjects: 2 })).toBe(
      'Imported 3 projects. You already had projects of the same names, so 2 new ones end in “(imported)”.',
    );
  });
});
