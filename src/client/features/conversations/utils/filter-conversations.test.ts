import { describe, expect, it } from 'vitest';
import {
  conversationListEmptyText,
  filterUnprojectedConversations,
} from '#client/features/conversations/utils/filter-conversations';
import { buildConversation } from '#client/testing/build-message';
import type { Conversation } from '#shared/api/conversations';

const conversation = (id: number, title: string, projectId: number | null = null): Conversation =>
  buildConversation({ id, title, projectId });

const list = [
  conversation(1, 'Travel plans'),
  conversation(2, 'Recipe ideas'),
  conversation(3, 'TRAVEL budget', 7),
  conversation(4, 'Weekend TRAVEL'),
];

describe('filterUnprojectedConversations', () => {
  it('keeps only conversations in no project when the search is blank', () => {
    expect(filterUnprojectedConversations(list, '').map((c) => c.id)).toEqual([1, 2, 4]);
    expect(filterUnprojectedConversations(list, '   ').map((c) => c.id)).toEqual([1, 2, 4]);
  });

  it('matches a title substring case-insensitively', () => {
    expect(filterUnprojectedConversations(list, 'travel').map((c) => c.id)).toEqual([1, 4]);
    expect(filterUnprojectedConversations(list, 'IDEA').map((c) => c.id)).toEqual([2]);
    expect(filterUnprojectedConversations(list, 'end tr').map((c) => c.id)).toEqual([4]);
  });

  it('finds nothing when no title matches', () => {
    expect(filterUnprojectedConversations(list, 'budget')).toEqual([]);
  });
});

describe('conversationListEmptyText', () => {
  it('says there are none yet when no conversation is outside a project, whatever the search', () => {
    expect(conversationListEmptyText(0, 0)).toBe('No conversations yet');
  });

  it('says nothing matches when the search hides every conversation', () => {
    expect(conversationListEmptyText(3, 0)).toBe('No matching conversations');
  });

  it('shows no empty state when some conversations are listed', () => {
    expect(conversationListEmptyText(3, 1)).toBeNull();
  });
});
