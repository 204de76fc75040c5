import { useLocation } from 'wouter';
import { paths } from '#client/config/paths';
import { useCreateConversation } from '#client/features/conversations/api/create-conversation';
import { newChatTitle, projectConversationTitle } from '#client/features/conversations/utils/conversation-titles';
import { toast } from '#client/hooks/use-toast';
import { useChatSelection } from '#client/stores/chat-selection';
import type { Project } from '#shared/api/projects';

/**
 * SPEC §4 conversation creation from the sidebar. New Chat makes the conversation current and
 * replaces the address with /c/{id} (no history entry of its own), so that a reload, Back and a
 * copied link show it; a project's "New Conversation" opens it at /c/{id}. Either way the mobile
 * sidebar closes.
 */
export function useStartConversation(onStarted: () => void) {
  const createConversation = useCreateConversation();
  const { setConversationId, setProjectId } = useChatSelection();
  const [, navigate] = useLocation();

  async function startChat() {
    try {
      const conversation = await createConversation.mutateAsync({ title: newChatTitle(), projectId: null });
      setConversationId(conversation.id);
      setProjectId(null);
      navigate(paths.conversation.href(conversation.id), { replace: true });
      onStarted();
    } catch (error) {
      // SPEC §8: a new-chat failure is only logged.
      console.warn('Failed to create a new chat', error);
    }
  }

  async function startInProject(project: Project) {
    try {
      const title = projectConversationTitle(project.name);
      const conversation = await createConversation.mutateAsync({ title, projectId: project.id });
      setConversationId(conversation.id);
      setProjectId(project.id);
      navigate(paths.conversation.href(conversation.id));
      onStarted();
    } catch (error) {
      const description = error instanceof Error ? error.message : String(error);
      toast({ title: 'Failed to create conversation', description, variant: 'destructive' });
    }
  }

  const pendingProjectId = createConversation.isPending ? (createConversation.variables?.projectId ?? null) : null;
  return { startChat, startInProject, isPending: createConversation.isPending, pendingProjectId };
}
