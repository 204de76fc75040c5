import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import { useLocation, useRoute } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { conversationIdFrom, paths } from '#client/config/paths';
import { wasDiscarded } from '#client/stores/discarded-conversations';

interface ChatSelection {
  /**
   * The conversation shown in the chat window, if any. The address is its one source: /c/{id}, or at
   * / the still empty conversation New Chat started (kept in that history entry's state). So a
   * reload, Back and Forward always show what the address names.
   */
  conversationId: number | null;
  /** The project new conversations go into, if any. */
  projectId: number | null;
  setProjectId(id: number | null): void;
}

/** The history state of / after New Chat: the fresh conversation it started (or reused). */
export interface FreshChatState {
  freshConversationId: number;
}

export const freshChatState = (id: number): FreshChatState => ({ freshConversationId: id });

/** Null too for one deleted since, left without a message (decision 049): / shows a new chat instead. */
function freshIdFrom(state: unknown): number | null {
  const id = (state as Partial<FreshChatState> | null)?.freshConversationId;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 && !wasDiscarded(id) ? id : null;
}

const ChatSelectionContext = createContext<ChatSelection | null>(null);

/**
 * The current conversation and project (chat state: docs/behaviour.md, Entities), shared by the
 * sidebar, the chat window and the project page. Only ids are held: the data comes from the
 * queries, so a renamed or moved conversation is never shown stale.
 */
export function ChatSelectionProvider({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const [atConversation, params] = useRoute<{ id: string }>(paths.conversation.path);
  const historyState: unknown = useHistoryState();
  const [projectId, setProjectId] = useState<number | null>(null);

  const conversationId = atConversation
    ? conversationIdFrom(params.id)
    : location === paths.home.path
      ? freshIdFrom(historyState)
      : null;
  const value = useMemo(() => ({ conversationId, projectId, setProjectId }), [conversationId, projectId]);
  return <ChatSelectionContext.Provider value={value}>{children}</ChatSelectionContext.Provider>;
}

export function useChatSelection(): ChatSelection {
  const value = useContext(ChatSelectionContext);
  if (!value) throw new Error('useChatSelection must be used inside ChatSelectionProvider');
  return value;
}
