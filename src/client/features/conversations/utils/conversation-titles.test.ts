import { describe, expect, it } from 'vitest';
import {
  newChatTitle,
  projectConversationTitle,
  shortDateTime,
} from '#client/features/conversations/utils/conversation-titles';

describe('conversation titles with a date', () => {
  it('formats a short local date and a 24-hour time', () => {
    expect(shortDateTime(new Date(2026, 0, 5, 9, 7))).toBe('Jan 5, 09:07');
    expect(shortDateTime(new Date(2026, 11, 31, 23, 59))).toBe('Dec 31, 23:59');
  });

  it('titles a new chat "Chat" followed by the date and time', () => {
    expect(newChatTitle(new Date(2026, 2, 14, 15, 30))).toBe('Chat Mar 14, 15:30');
  });

  it('titles a conversation in a project with the project name followed by the date and time', () => {
    expect(projectConversationTitle('Research', new Date(2026, 2, 14, 8, 5))).toBe('Research Mar 14, 08:05');
  });

  it('tidies the project name and falls back to the chat title when it is blank', () => {
    expect(projectConversationTitle('  Big   plan ', new Date(2026, 2, 14, 8, 5))).toBe('Big plan Mar 14, 08:05');
    expect(projectConversationTitle('   ', new Date(2026, 2, 14, 8, 5))).toBe('Chat Mar 14, 08:05');
  });
});
