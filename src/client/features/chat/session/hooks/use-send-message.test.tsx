import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeChatServer } from '#client/testing/chat/fake-chat-server';
import { renderChatSession, setUpChatSessionTests } from '#client/testing/chat/render-chat-session';

setUpChatSessionTests();

describe('useChatSession: the send (useSendMessage)', () => {
  it("on a failed send, clears every flag and shows the server's text", async () => {
    const server = fakeChatServer();
    const { result } = renderChatSession();
    await waitFor(() => expect(result.current.session.messages).toHaveLength(2));
    server.chatAnswer = () =>
      Response.json({ message: 'Claude has no model "x".', code: 'validation_failed' }, { status: 400 });

    act(() => result.current.session.setDraft('Hello'));
    let sent: boolean | undefined;
    await act(async () => {
      sent = await result.current.session.send('Hello', { models: ['claude'] });
    });
    expect(sent).toBe(false);
    expect(result.current.session.isTyping).toBe(false);
    expect(result.current.toasts[0]).toMatchObject({
      title: 'Failed to send message',
      description: 'Claude has no model "x".',
      variant: 'destructive',
    });
    // The text that was not sent comes back to the composer.
    expect(result.current.session.draft).toBe('Hello');
  });

  it('sends the ids of the attached files with the message, and none when there are none', async () => {
    const server = fakeChatServer();
    const { result } = renderChatSession();
    await waitFor(() => expect(result.current.session.messages).toHaveLength(2));
    let sent: boolean | undefined;
    await act(async () => {
      sent = await result.current.session.send('[File: b.pdf] [File: a.png]', { models: ['openai'] }, [4, 3]);
    });
    expect(sent).toBe(true);
    expect(server.bodies['/api/chat']).toMatchObject({ message: '[File: b.pdf] [File: a.png]', attachments: [4, 3] });

    await act(() => result.current.session.send('No files', { models: ['openai'] }));
    expect(server.bodies['/api/chat']).not.toHaveProperty('attachments');
  });

  it('never sends a blank message', async () => {
    const server = fakeChatServer();
    const { result } = renderChatSession();
    await act(() => result.current.session.send('  \n ', { models: ['openai'] }));
    expect(server.bodies['/api/chat']).toBeUndefined();
  });

  it('creates the conversation on the first send, titled by the message', async () => {
    const server = fakeChatServer();
    server.chatAnswer = () =>
      Response.json({ conversationId: 7, messageId: 20, modelsQueried: ['openai'], message: 'm' });
    const { result, rerender, onConversationCreated } = renderChatSession(null);
    const text = 'A question that is certainly longer than thirty characters';

    await act(() => result.current.session.send(text, { models: ['openai'] }));
    expect(server.bodies['/api/conversations']).toEqual({
      title: 'A question that is certainly l...',
      projectId: null,
    });
    expect(onConversationCreated).toHaveBeenCalledWith(7);
    expect(server.bodies['/api/chat']).toMatchObject({
      message: text,
      conversationId: 7,
      models: ['openai'],
      projectInstructions: null,
    });
    expect(result.current.session.conversationId).toBe(7);
    expect(result.current.session.aiResponding.a).toBe('openai');

    // The parent selecting the new conversation is not a switch: the pending flag survives.
    rerender({ conversationId: 7 });
    expect(result.current.session.aiResponding.a).toBe('openai');
  });
});
