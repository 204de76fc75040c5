import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

interface ChatSelection {
  /** The conversation shown in the chat window, if any. */
  conversationId: number | null;
  /** The project new conversations go into, if any. */
  projectId: number | null;
  setConversationId(id: number | null): void;
  setProjectId(id: number | null): void;
}

const ChatSelectionContext = createContext<ChatSelection | null>(null);

/**
 * The current conversation and project (SPEC §3 chat client state), shared by the sidebar, the
 * chat window and the project page. Only ids are held: the data comes from the queries, so a
 * renamed or moved conversation is never shown stale.
 */
export function ChatSelectionProvider({ children }: { children: ReactNode }) {
  const [conversationId, setConversationId] = useState<number | null>(null);
  const [projectId, setProjectId] = useState<number | null>(null);
  const value = useMemo(
    () => ({ conversationId, projectId, setConversationId, setProjectId }),
    [conversationId, projectId],
  );
  return <ChatSelectionContext.Provider value={value}>{children}</ChatSelectionContext.Provider>;
}

export function useChatSelection(): ChatSelection {
  const value = useContext(ChatSelectionContext);
  if (!value) throw new Error('useChatSelection must be used inside ChatSelectionProvider');
  return value;
}
