import { useState } from 'react';
import { useLocation } from 'wouter';
import { AppFooter } from '#client/app/layouts/app-footer';
import { MobileSidebar } from '#client/app/layouts/mobile-sidebar';
import { Sidebar } from '#client/app/layouts/sidebar';
import { TopBar } from '#client/app/layouts/top-bar';
import { TooltipProvider } from '#client/components/ui/tooltip';
import { paths } from '#client/config/paths';
import { ChatPanel } from '#client/features/chat/components/chat-panel';
import { useConversations } from '#client/features/conversations/api/get-conversations';
import { useModels } from '#client/features/models/api/get-models';
import { useProjects } from '#client/features/projects/api/get-projects';
import { useIsMobile } from '#client/hooks/use-is-mobile';
import { useChatSelection } from '#client/stores/chat-selection';
import type { PublicUser } from '#shared/api/users';

/**
 * The main chat screen (SPEC §2): sidebar, top bar, chat window with composer, footer.
 * Features are composed here; they never import each other.
 */
export function ChatLayout({ user }: { user: PublicUser }) {
  const { conversationId, setConversationId } = useChatSelection();
  const models = useModels();
  const { data: conversations } = useConversations();
  const { data: projects } = useProjects();
  const isMobile = useIsMobile();
  const [, navigate] = useLocation();
  const [sidebarOpen, setSidebarOpen] = useState(false);
  // Held here so that the search survives closing and reopening the mobile overlay.
  const [search, setSearch] = useState('');

  const conversation = conversations?.find((item) => item.id === conversationId);
  const project = projects?.find((item) => item.id === conversation?.projectId) ?? null;
  // The first send's new conversation takes the place of the address it was sent from, so that a
  // reload or a copied link shows it. Selected first: the route then finds it already current.
  const adoptConversation = (id: number) => {
    setConversationId(id);
    navigate(paths.conversation.href(id), { replace: true });
  };
  const sidebar = (onClose?: () => void) => (
    <Sidebar
      user={user}
      models={{ data: models.data, isError: models.isError }}
      search={search}
      onSearchChange={setSearch}
      onClose={onClose}
    />
  );

  // Tooltips are provided per screen, not app-wide, so that the login page does not load them.
  return (
    <TooltipProvider>
      <div className="flex h-dvh overflow-hidden">
        {isMobile ? (
          <MobileSidebar open={sidebarOpen} onOpenChange={setSidebarOpen}>
            {sidebar(() => setSidebarOpen(false))}
          </MobileSidebar>
        ) : (
          <aside className="w-72 shrink-0 border-r">{sidebar()}</aside>
        )}
        <div className="flex min-w-0 flex-1 flex-col">
          <TopBar title={conversation?.title} onOpenSidebar={isMobile ? () => setSidebarOpen(true) : undefined} />
          <div className="flex min-h-0 flex-1 flex-col">
            <ChatPanel
              user={user}
              conversationId={conversationId}
              project={project}
              providers={models.data?.providers ?? []}
              onConversationCreated={adoptConversation}
            />
          </div>
          <AppFooter />
        </div>
      </div>
    </TooltipProvider>
  );
}
