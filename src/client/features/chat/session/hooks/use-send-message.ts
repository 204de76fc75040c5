import { useQueryClient } from '@tanstack/react-query';
import { type Dispatch, type SetStateAction, useRef } from 'react';
import { useCreateConversation } from '#client/features/chat/api/create-conversation';
import { useSendChat } from '#client/features/chat/api/send-chat';
import type { Ask } from '#client/features/chat/compose/utils/pair';
import { askedSides, clearAllFlags, markSent } from '#client/features/chat/live/utils/pending-flags';
import { forConversation, type Session, startSession } from '#client/features/chat/session/utils/session-state';
import { toast } from '#client/hooks/use-toast';
import { errorText } from '#client/lib/error-text';
import { queryKeys } from '#client/lib/query-keys';
import { toRequestSettings, useModelSettings } from '#client/stores/model-settings';
import type { Message } from '#shared/api/messages';
import type { Project } from '#shared/api/projects';
import { conversationTitleFrom } from '#shared/conversation-title';

interface SendMessageOptions {
  /** The conversation shown; null: the first send creates one. */
  conversationId: number | null;
  project: Project | null;
  setDraft: Dispatch<SetStateAction<string>>;
  setSession: Dispatch<SetStateAction<Session>>;
  onConversationCreated(id: number): void;
}

/**
 * The composer's send (docs/behaviour.md, States and transitions): the conversation made first when
 * there is none, the message sent, its providers awaited; on a failure, a toast and the text given
 * back to the composer.
 */
export function useSendMessage({
  conversationId,
  project,
  setDraft,
  setSession,
  onConversationCreated,
}: SendMessageOptions) {
  const queryClient = useQueryClient();
  const createConversation = useCreateConversation();
  const sendChat = useSendChat();
  const modelSettings = useModelSettings();
  // A second message sent while the first one's conversation is being created goes into that one.
  const creating = useRef<Promise<number | null> | null>(null);

  function ensureConversation(text: string): Promise<number | null> {
    if (conversationId !== null) return Promise.resolve(conversationId);
    creating.current ??= createFor(text).finally(() => {
      creating.current = null;
    });
    return creating.current;
  }

  async function createFor(text: string): Promise<number | null> {
    try {
      const conversation = await createConversation.mutateAsync({
        title: conversationTitleFrom(text),
        projectId: project?.id ?? null,
      });
      setSession(startSession(conversation.id));
      onConversationCreated(conversation.id);
      return conversation.id;
    } catch (error) {
      toast({
        title: 'Failed to create conversation',
        description: errorText(error, 'server-or-body', 'Failed to create conversation'),
        variant: 'destructive',
      });
      return null;
    }
  }

  /**
   * The text, what the composer asks (SPEC's toggles or the chosen contestants: docs/behaviour.md,
   * The API calls) and the ids of the files sent with it. Answers whether it was sent: when not,
   * the text is given back.
   */
  async function send(text: string, ask: Ask, attachments: number[] = []): Promise<boolean> {
    if (text.trim() === '') return false;
    setDraft('');
    // Gives the text back when it was not sent, unless the person has started another one.
    const restoreDraft = () => setDraft((current) => (current === '' ? text : current));

    const targetId = await ensureConversation(text);
    if (targetId === null) {
      restoreDraft();
      return false;
    }
    try {
      const response = await sendChat.mutateAsync({
        message: text,
        conversationId: targetId,
        // Contestants carry their own settings (none: each connection's defaults); the sidebar's are SPEC's pair's.
        ...('models' in ask ? { models: ask.models, modelSettings: toRequestSettings(modelSettings) } : ask),
        projectInstructions: project ? project.instructions : null,
        ...(attachments.length > 0 && { attachments }),
      });
      const known = queryClient.getQueryData<Message[]>(queryKeys.messages(response.conversationId)) ?? [];
      setSession(
        forConversation(response.conversationId, (current) =>
          markSent(current, askedSides(response.modelsQueried, 'contestants' in ask), response.messageId, known),
        ),
      );
      return true;
    } catch (error) {
      setSession(clearAllFlags);
      restoreDraft();
      toast({
        title: 'Failed to send message',
        description: errorText(error, 'server-or-body', 'Failed to send message'),
        variant: 'destructive',
      });
      return false;
    }
  }

  return {
    send,
    isSending: createConversation.isPending || sendChat.isPending,
    /** The user message of this conversation's latest send from here: the turn a Stop is for. */
    sentTurnId: sendChat.data?.conversationId === conversationId ? sendChat.data.messageId : null,
  };
}
