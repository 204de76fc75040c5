import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { paths } from '#client/config/paths';
import { useCreateConversation } from '#client/features/chat/api/create-conversation';
import { newChatTitle, projectConversationTitle } from '#client/features/conversations/utils/conversation-titles';
import { toast } from '#client/hooks/use-toast';
import { errorText } from '#client/lib/error-text';
import { queryKeys } from '#client/lib/query-keys';
import { freshChatState, useChatSelection } from '#client/stores/chat-selection';
import type { Conversation } from '#shared/api/conversations';
import type { Message } from '#shared/api/messages';
import type { Project } from '#shared/api/projects';

/**
 * Creating a conversation from the sidebar (docs/behaviour.md, States and transitions). New Chat
 * makes a conversation current and shows it at / (its id in that history entry), where the first
 * send moves it to /c/{id}; the current conversation, when still empty and in no project, is reused
 * rather than another empty one made. A project's "New Conversation" opens it at /c/{id}. Either
 * way the mobile sidebar closes.
 */
export function useStartConversation(onStarted: () => void) {
  const queryClient = useQueryClient();
  const createConversation = useCreateConversation({ waitForList: true });
  const { conversationId, setProjectId } = useChatSelection();
  const [location, navigate] = useLocation();

  function reusable(): number | null {
    if (conversationId === null) return null;
    const list = queryClient.getQueryData<Conversation[]>(queryKeys.conversations);
    const current = list?.find((item) => item.id === conversationId);
    const messages = queryClient.getQueryData<Message[]>(queryKeys.messages(conversationId));
    return current?.projectId === null && messages?.length === 0 ? conversationId : null;
  }

  async function startChat() {
    try {
      const id = reusable() ?? (await createConversation.mutateAsync({ title: newChatTitle(), projectId: null })).id;
      setProjectId(null);
      // Leaving a conversation is a step Back can undo; at / already, no step is added.
      navigate(paths.home.href(), { state: freshChatState(id), replace: location === paths.home.href() });
      onStarted();
    } catch (error) {
      // docs/behaviour.md, Errors and their texts: a new-chat failure is only logged.
      console.warn('Failed to create a new chat', error);
    }
  }

  async function startInProject(project: Project) {
    try {
      const title = projectConversationTitle(project.name);
      const conversation = await createConversation.mutateAsync({ title, projectId: project.id });
      setProjectId(project.id);
      navigate(paths.conversation.href(conversation.id));
      onStarted();
    } catch (error) {
      const description = errorText(error, 'error');
      toast({ title: 'Failed to create conversation', description, variant: 'destructive' });
    }
  }

  const pendingProjectId = createConversation.isPending ? (createConversation.variables?.projectId ?? null) : null;
  return { startChat, startInProject, isPending: createConversation.isPending, pendingProjectId };
}
