import { useLocation } from 'wouter';
import { paths } from '#client/config/paths';
import { useCreateConversation } from '#client/features/chat/api/create-conversation';
import { useConversations } from '#client/features/conversations/api/get-conversations';
import { ProjectPage } from '#client/features/projects/components/project-page/project-page';
import { toast } from '#client/hooks/use-toast';
import { errorText } from '#client/lib/error-text';
import { useChatSelection } from '#client/stores/chat-selection';
import type { Conversation } from '#shared/api/conversations';
import type { Project } from '#shared/api/projects';
import { DEFAULT_CONVERSATION_TITLE } from '#shared/constants';

/**
 * The project page with the conversations feature composed in: the project's conversations, and
 * "New Conversation", which makes the new one current and opens it
 * (docs/behaviour.md, States and transitions).
 */
export function ProjectScreen({ projectId }: { projectId: number }) {
  const conversations = useConversations();
  const createConversation = useCreateConversation({ waitForList: true });
  const { projectId: currentProjectId, setProjectId } = useChatSelection();
  const [, navigate] = useLocation();

  async function startConversation(project: Project) {
    try {
      const conversation = await createConversation.mutateAsync({
        title: DEFAULT_CONVERSATION_TITLE,
        projectId: project.id,
      });
      open(conversation);
      navigate(paths.conversation.href(conversation.id));
    } catch (error) {
      const description = errorText(error, 'error');
      toast({ title: 'Failed to create conversation', description, variant: 'destructive' });
    }
  }

  function open(conversation: Conversation) {
    setProjectId(conversation.projectId);
  }

  function leaveDeleted(project: Project) {
    // docs/behaviour.md, States and transitions: the current project is cleared when deleted; its
    // conversations stay, out of any project.
    if (currentProjectId === project.id) setProjectId(null);
    navigate(paths.home.href());
  }

  return (
    <ProjectPage
      projectId={projectId}
      conversations={conversations.data?.filter((conversation) => conversation.projectId === projectId)}
      conversationsError={conversations.isError}
      onNewConversation={(project) => void startConversation(project)}
      creatingConversation={createConversation.isPending}
      onOpenConversation={open}
      onDeleted={leaveDeleted}
    />
  );
}
