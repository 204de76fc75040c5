import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useCreateConversation } from '#client/features/chat/api/create-conversation';
import { useMessages } from '#client/features/chat/api/get-message-page';
import { useSendChat } from '#client/features/chat/api/send-chat';
import { draftKey, useDraft } from '#client/features/chat/hooks/use-draft';
import { useLiveChannel } from '#client/features/chat/hooks/use-live-channel';
import { useMessagePolling } from '#client/features/chat/hooks/use-message-polling';
import { useRepliesAsked } from '#client/features/chat/hooks/use-replies-asked';
import { errorText } from '#client/features/chat/utils/error-text';
import { isConversationNotFound } from '#client/features/chat/utils/not-found';
import {
  anyPending,
  awaitReplies,
  clearAllFlags,
  idleState,
  markSent,
  observeMessages,
  type PendingState,
  respondingMap,
} from '#client/features/chat/utils/pending-flags';
import { usePageInView } from '#client/hooks/use-page-in-view';
import { toast } from '#client/hooks/use-toast';
import { queryKeys } from '#client/lib/query-keys';
import { toRequestSettings, useModelSettings } from '#client/stores/model-settings';
import type { Message } from '#shared/api/messages';
import type { Project } from '#shared/api/projects';
import type { Provider } from '#shared/constants';
import { conversationTitleFrom } from '#shared/conversation-title';

interface Session extends PendingState {
  /** The conversation shown and polled: the selected one, or the one the first send created. */
  conversationId: number | null;
}

const startSession = (conversationId: number | null): Session => ({ conversationId, ...idleState });
const NO_MESSAGES: Message[] = [];
const HIDDEN_TAB_GRACE_MS = 30_000;

interface ChatSessionOptions {
  /** Whose drafts: they are kept per user and conversation. */
  userId: number;
  conversationId: number | null;
  project: Project | null;
  onConversationCreated(id: number): void;
}

/** SPEC §3's chat client state and §4's send, poll and switch transitions. */
export function useChatSession({ userId, conversationId, project, onConversationCreated }: ChatSessionOptions) {
  const queryClient = useQueryClient();
  const createConversation = useCreateConversation();
  const sendChat = useSendChat();
  const modelSettings = useModelSettings();
  // One state, so that the switch below lands whole: kept apart, React could keep the conversation
  // chosen and drop its session when a render was redone (a list refetch landing just after a click).
  const [{ selected, session }, setState] = useState(() => ({
    selected: conversationId,
    session: startSession(conversationId),
  }));
  const setSession = useCallback(
    (update: Session | ((current: Session) => Session)) =>
      setState((current) => ({
        selected: current.selected,
        session: typeof update === 'function' ? update(current.session) : update,
      })),
    [],
  );
  // Each conversation keeps its own unsent text: switching shows the other one's (SPEC §4's cleared
  // composer, when it has none), and a reload brings it back.
  const [draft, setDraft] = useDraft(draftKey(userId, session.conversationId));

  // SPEC §4: switching conversation resets the flags, typing, the last-seen id and (by the polling
  // effect's cleanup) the timer. Adopting the conversation the first send just created is not a
  // switch. Adjusted while rendering, so nothing stale is shown.
  if (selected !== conversationId) {
    setState((current) => ({
      selected: conversationId,
      session: conversationId === current.session.conversationId ? current.session : startSession(conversationId),
    }));
  }

  const activeId = session.conversationId;
  const messagesQuery = useMessages(activeId);
  const messages = messagesQuery.data ?? NO_MESSAGES;

  // Browsers hold at most six connections to a server over HTTP/1.1, and each live channel keeps
  // one: a tab left in the background gives its channel up, and resumes it when shown again.
  const inView = usePageInView(HIDDEN_TAB_GRACE_MS);
  const live = useLiveChannel({
    conversationId: activeId,
    ready: messagesQuery.data !== undefined && inView,
    onLost: (id, providers) =>
      setSession((current) => (current.conversationId === id ? awaitReplies(current, providers) : current)),
  });

  // A refetch or the live channel can carry a reply before any poll does: it clears that provider's
  // flag just the same. Derived while rendering too, so no indicator outlives its reply by a frame.
  const observed = observeMessages(session, messages);
  useEffect(() => {
    setSession((current) => (current.conversationId === activeId ? observeMessages(current, messages) : current));
  }, [activeId, messages, setSession]);

  // SPEC §7's poll, only while the live channel is not delivering.
  useMessagePolling({
    conversationId: activeId,
    enabled: anyPending(observed.pending) && !live.live,
    afterMessageId: observed.lastSeenId,
    onMessages: (id, updates) => {
      setSession((current) => (current.conversationId === id ? observeMessages(current, updates) : current));
      void queryClient.invalidateQueries({ queryKey: queryKeys.messages(id) });
    },
  });

  // Replies asked again from a message (regenerate, edit) are awaited by polling when the live channel
  // is not there; on it, their own events show them (and its loss awaits those in progress).
  useRepliesAsked(activeId, (providers) => {
    if (live.live) return;
    setSession((current) => (current.conversationId === activeId ? awaitReplies(current, providers) : current));
  });

  // A second message sent while the first one's conversation is being created goes into that one.
  const creating = useRef<Promise<number | null> | null>(null);

  function ensureConversation(text: string): Promise<number | null> {
    if (activeId !== null) return Promise.resolve(activeId);
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
        description: errorText(error, 'Failed to create conversation'),
        variant: 'destructive',
      });
      return null;
    }
  }

  /**
   * The composer's send: the text, the models it resolved (SPEC §7) and the ids of the files sent
   * with it. Answers whether it was sent: when not, the text is given back.
   */
  async function send(text: string, models: Provider[], attachments: number[] = []): Promise<boolean> {
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
        models,
        modelSettings: toRequestSettings(modelSettings),
        projectInstructions: project ? project.instructions : null,
        ...(attachments.length > 0 && { attachments }),
      });
      const known = queryClient.getQueryData<Message[]>(queryKeys.messages(response.conversationId)) ?? [];
      setSession((current) =>
        current.conversationId === response.conversationId
          ? markSent(current, response.modelsQueried, response.messageId, known)
          : current,
      );
      return true;
    } catch (error) {
      setSession(clearAllFlags);
      restoreDraft();
      toast({
        title: 'Failed to send message',
        description: errorText(error, 'Failed to send message'),
        variant: 'destructive',
      });
      return false;
    }
  }

  return {
    conversationId: activeId,
    messages,
    isLoading: messagesQuery.isLoading,
    error: messagesQuery.error,
    /** Missing, or another user's: the server answers both alike. */
    notFound: isConversationNotFound(messagesQuery.error),
    isTyping: anyPending(observed.pending),
    aiResponding: respondingMap(observed.pending),
    /** Replies in progress on the live channel (stored ones too, until their message shows). */
    liveReplies: live.replies,
    lastSeenId: observed.lastSeenId,
    draft,
    setDraft,
    send,
    isSending: createConversation.isPending || sendChat.isPending,
    /** The user message of this conversation's latest send from here: the turn a Stop is for. */
    sentTurnId: sendChat.data?.conversationId === activeId ? sendChat.data.messageId : null,
  };
}
