import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeChatServer } from '#client/testing/chat/fake-chat-server';
import { renderChatSession, setUpChatSessionTests } from '#client/testing/chat/render-chat-session';

setUpChatSessionTests();

// The send is in use-send-message.test.tsx, the replies it awaits in use-awaited-replies.test.tsx.
describe('useChatSession', () => {
  it('loads the messages and remembers the highest id', async () => {
    fakeChatServer();
    const { result } = renderChatSession();
    await waitFor(() => expect(result.current.session.messages).toHaveLength(2));
    expect(result.current.session.lastSeenId).toBe(2);
    expect(result.current.session.isTyping).toBe(false);
  });

  it('resets the draft, flags, typing and last-seen id on a switch of conversation', async () => {
    fakeChatServer();
    const { result, rerender } = renderChatSession();
    await waitFor(() => expect(result.current.session.messages).toHaveLength(2));
    await act(() => result.current.session.send('Hello', { models: ['openai', 'claude'] }));
    act(() => result.current.session.setDraft('half-typed'));
    expect(result.current.session.isTyping).toBe(true);

    rerender({ conversationId: 6 });
    expect(result.current.session.draft).toBe('');
    expect(result.current.session.isTyping).toBe(false);
    expect(result.current.session.aiResponding).toEqual({});
    expect(result.current.session.conversationId).toBe(6);
    await waitFor(() => expect(result.current.session.messages).toHaveLength(2));
  });

  it('keeps each conversation its own unsent draft, across a switch and a reload, until it is sent', async () => {
    fakeChatServer();
    const { result, rerender, unmount } = renderChatSession();
    act(() => result.current.session.setDraft('half-typed for 5'));
    rerender({ conversationId: 6 });
    expect(result.current.session.draft).toBe('');
    act(() => result.current.session.setDraft((text) => `${text}for 6`));
    rerender({ conversationId: 5 });
    expect(result.current.session.draft).toBe('half-typed for 5');
    unmount();

    // A reload: a new session in the same tab.
    const reloaded = renderChatSession(6);
    expect(reloaded.result.current.session.draft).toBe('for 6');
    await waitFor(() => expect(reloaded.result.current.session.messages).toHaveLength(2));
    await act(() => reloaded.result.current.session.send('for 6', { models: ['openai'] }));
    expect(reloaded.result.current.session.draft).toBe('');
    reloaded.rerender({ conversationId: 5 });
    reloaded.rerender({ conversationId: 6 });
    expect(reloaded.result.current.session.draft).toBe('');
    expect(sessionStorage.getItem('pairwise-draft:1:5')).toBe('half-typed for 5');
  });
});
