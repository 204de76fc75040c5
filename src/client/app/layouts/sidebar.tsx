import { Plus, Search } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useLocation } from 'wouter';
import { SidebarHeader } from '#client/app/layouts/sidebar-header';
import { SidebarUserMenu } from '#client/app/layouts/sidebar-user-menu';
import { SIDEBAR_SEARCH_ID } from '#client/app/layouts/use-chat-sidebar';
import { useStartConversation } from '#client/app/layouts/use-start-conversation';
import { HelpBubble } from '#client/components/help-bubble';
import { Button } from '#client/components/ui/button';
import { Input } from '#client/components/ui/input';
import { Spinner } from '#client/components/ui/spinner';
import { paths } from '#client/config/paths';
import { useConversations } from '#client/features/conversations/api/get-conversations';
import { ConversationList } from '#client/features/conversations/components/conversation-list';
import { ConversationRow } from '#client/features/conversations/components/conversation-row';
import { ModelSettingsPanel } from '#client/features/models/components/model-settings-panel';
import { useProjects } from '#client/features/projects/api/get-projects';
import { ProjectsSection } from '#client/features/projects/components/projects-section';
import { pairEntries } from '#client/lib/pair-entries';
import { useChatSelection } from '#client/stores/chat-selection';
import type { Conversation } from '#shared/api/conversations';
import type { ModelsResponse } from '#shared/api/models';
import type { PublicUser } from '#shared/api/users';

// Loaded by the first search, not with the chat screen, which stays within its budget (decision 006).
const MessageSearchResults = lazy(() =>
  import('#client/features/search/components/message-search-results').then((module) => ({
    default: module.MessageSearchResults,
  })),
);

interface SidebarProps {
  user: PublicUser;
  models: { data: ModelsResponse | undefined; isError: boolean };
  search: string;
  onSearchChange(search: string): void;
  /** Given on mobile, where the sidebar is an overlay: closes it. */
  onClose?: () => void;
  onShowShortcuts(): void;
}

/**
 * The sidebar (docs/behaviour.md, Sidebar): brand, New Chat, Model Settings, search, Projects,
 * Conversations, user footer; while searching, the messages that match follow the Conversations.
 */
export function Sidebar({ user, models, search, onSearchChange, onClose, onShowShortcuts }: SidebarProps) {
  const conversations = useConversations();
  const projects = useProjects();
  const { conversationId } = useChatSelection();
  const [location, navigate] = useLocation();
  const close = () => onClose?.();
  const start = useStartConversation(close);
  const projectList = projects.data ?? [];
  const openProjectId = conversations.data?.find((item) => item.id === conversationId)?.projectId ?? null;

  const select = (conversation: Conversation) => {
    const href = paths.conversation.href(conversation.id);
    if (location !== href) navigate(href);
    close();
  };

  const renderConversation = (conversation: Conversation) => (
    <ConversationRow key={conversation.id} conversation={conversation} projects={projectList} onSelect={select} />
  );

  return (
    <div className="flex h-full min-h-0 flex-col bg-muted/40">
      <SidebarHeader onClose={onClose} />
      <div className="px-3 pb-3">
        <Button className="w-full" onClick={() => void start.startChat()} disabled={start.isPending}>
          <Plus />
          New Chat
        </Button>
      </div>
      <div className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto px-3 pb-4">
        <ModelSettingsPanel providers={pairEntries(models.data?.providers ?? [])} isError={models.isError} />
        <div className="flex items-center gap-1">
          <div className="relative min-w-0 flex-1">
            <Search
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              id={SIDEBAR_SEARCH_ID}
              type="search"
              value={search}
              onChange={(event) => onSearchChange(event.target.value)}
              placeholder="Search conversations..."
              aria-label="Search conversations"
              className="bg-background pl-8"
            />
          </div>
          <HelpBubble
            id="search"
            topic="finding chats"
            title="Finding chats"
            text="Type part of a title to filter the Conversations list below. Conversations in a project are listed under their project. Words from the messages themselves are found in every conversation, under In messages: open one to go straight to it."
            align="end"
          />
        </div>
        <ProjectsSection
          projects={projects.data}
          isLoading={projects.isPending}
          isError={projects.isError}
          conversations={conversations.data ?? []}
          renderConversation={renderConversation}
          onNewConversation={(project) => void start.startInProject(project)}
          creatingInProjectId={start.pendingProjectId}
          openProjectId={openProjectId}
        />
        <ConversationList
          conversations={conversations.data}
          isLoading={conversations.isPending}
          isError={conversations.isError}
          projects={projectList}
          search={search}
          onSelect={select}
        />
        {search.trim() !== '' && (
          <Suspense fallback={<Spinner className="mx-auto my-3 size-4" label="Searching messages" />}>
            <MessageSearchResults
              search={search}
              conversations={conversations.data}
              projects={projects.data}
              onOpen={close}
              labels={new Map(models.data?.providers.map((entry) => [entry.id, entry.label]))}
            />
          </Suspense>
        )}
      </div>
      <SidebarUserMenu user={user} onShowShortcuts={onShowShortcuts} />
    </div>
  );
}
