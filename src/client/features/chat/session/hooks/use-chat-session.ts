import { useCallback } from 'react';
import { useMessages } from '#client/features/chat/api/get-message-page';
import { draftKey, useDraft } from '#client/features/chat/compose/hooks/use-draft';
import { type PendingChange, useAwaitedReplies } from '#client/features/chat/live/hooks/use-awaited-replies';
import { useSendMessage } from '#client/features/chat/session/hooks/use-send-message';
import { useSessionSwitch } from '#client/features/chat/session/hooks/use-session-switch';
import { isConversationNotFound } from '#client/features/chat/session/utils/not-found';
import { forConversation } from '#client/features/chat/session/utils/session-state';
import type { Message } from '#shared/api/messages';
import type { Project } from '#shared/api/projects';

const NO_MESSAGES: Message[] = [];

interface ChatSessionOptions {
  /** Whose drafts: they are kept per user and conversation. */
  userId: number;
  conversationId: number | null;
  project: Project | null;
  onConversationCreated(id: number): void;
}

/**
 * The chat state and its send, poll and switch transitions (docs/behaviour.md, Entities; States and
 * transitions): the conversation on screen (use-session-switch.ts), its draft, its messages, the
 * replies it awaits (use-awaited-replies.ts) and the send (use-send-message.ts).
 */
export function useChatSession({ userId, conversationId, project, onConversationCreated }: ChatSessionOptions) {
  const [session, setSession] = useSessionSwitch(conversationId);
  const activeId = session.conversationId;
  // Each conversation keeps its own unsent text: switching shows the other one's, or a cleared
  // composer when it has none (docs/behaviour.md, States and transitions); a reload brings it back.
  const [draft, setDraft] = useDraft(draftKey(userId, activeId));
  const messagesQuery = useMessages(activeId);
  const update = useCallback(
    (id: number | null, change: PendingChange) => setSession(forConversation(id, change)),
    [setSession],
  );
  const awaited = useAwaitedReplies({
    conversationId: activeId,
    messages: messagesQuery.data,
    pending: session,
    update,
  });
  const sending = useSendMessage({ conversationId: activeId, project, setDraft, setSession, onConversationCreated });

  return {
    conversationId: activeId,
    messages: messagesQuery.data ?? NO_MESSAGES,
    isLoading: messagesQuery.isLoading,
    error: messagesQuery.error,
    /** Missing, or another user's: the server answers both alike. */
    notFound: isConversationNotFound(messagesQuery.error),
    ...awaited,
    draft,
    setDraft,
    ...sending,
  };
}
