import { describe, expect, it } from 'vitest';
import { hitSenderLabel, reconcileResults, resultsAnnouncement } from '#client/features/search/utils/search-results';
import { buildConversation, buildProject } from '#client/testing/build-message';
import type { Conversation } from '#shared/api/conversations';
import type { Project } from '#shared/api/projects';
import type { SearchResult } from '#shared/api/search';

const conversation = (id: number, title: string, projectId: number | null): Conversation =>
  buildConversation({ id, title, projectId });
const project = (id: number, name: string): Project => buildProject({ id, name });
const result = (id: number, projectId: number | null, projectName: string | null): SearchResult => ({
  conversation: { id, title: `Found ${id}`, projectId, projectName },
  titleMatch: false,
  hits: [{ messageId: id * 10, sender: 'user', snippet: [{ text: 'word', match: true }] }],
});

describe('reconcileResults', () => {
  const results = [result(1, null, null), result(2, 5, 'Old name'), result(3, 5, 'Old name'), result(4, null, null)];

  it('keeps the results as found until the conversations are loaded', () => {
    expect(reconcileResults(results, undefined, undefined)).toEqual(results);
  });

  it('drops conversations gone from the list and takes the current titles and projects', () => {
    const conversations = [
      conversation(1, 'Renamed', 6),
      conversation(2, 'Found 2', 5),
      conversation(4, 'Found 4', null),
    ];
    const reconciled = reconcileResults(results, conversations, [project(6, 'Moved here')]);
    expect(reconciled.map((item) => item.conversation)).toEqual([
      { id: 1, title: 'Renamed', projectId: 6, projectName: 'Moved here' },
      // Its project is not in the (loading) project list: the name the server gave still holds.
      { id: 2, title: 'Found 2', projectId: 5, projectName: 'Old name' },
      { id: 4, title: 'Found 4', projectId: null, projectName: null },
    ]);
    expect(reconciled[0]?.hits).toEqual(results[0]?.hits);
  });
});

describe('the words around results', () => {
  it('names who said it', () => {
    expect(['user', 'openai', 'claude'].map((sender) => hitSenderLabel(sender as 'user'))).toEqual([
      'You',
      'OpenAI',
      'Claude',
    ]);
  });

  it('counts conversations for the live region', () => {
    expect([0, 1, 3].map(resultsAnnouncement)).toEqual([
      'No messages found',
      '1 conversation found in messages',
      '3 conversations found in messages',
    ]);
  });
});
