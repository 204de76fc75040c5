import { SquarePen } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'wouter';
import { AppFooter } from '#client/app/layouts/app-footer';
import { BlindSwitch } from '#client/app/layouts/blind-switch';
import { DeferredShortcutsDialog } from '#client/app/layouts/deferred-shortcuts-dialog';
import { Sidebar } from '#client/app/layouts/sidebar';
import { SidebarToggle } from '#client/app/layouts/sidebar-toggle';
import { SkipToMessageBox } from '#client/app/layouts/skip-to-message-box';
import { TopBar } from '#client/app/layouts/top-bar';
import { SIDEBAR_ID, SIDEBAR_SEARCH_ID, useChatSidebar } from '#client/app/layouts/use-chat-sidebar';
import { useStartConversation } from '#client/app/layouts/use-start-conversation';
import { SHORTCUTS } from '#client/app/shortcuts/shortcut-list';
import { ToolbarButton } from '#client/components/toolbar-button';
import { TooltipProvider } from '#client/components/ui/tooltip';
import { paths } from '#client/config/paths';
import { MESSAGE_BOX_ID } from '#client/features/chat/compose/components/composer';
import { ChatPanel } from '#client/features/chat/session/components/chat-panel';
import { ReplyLayoutSwitch } from '#client/features/chat/window/components/reply-layout-switch';
import { useConversations } from '#client/features/conversations/api/get-conversations';
import { ConversationExportMenu } from '#client/features/conversations/components/conversation-export-menu';
import { ConversationTitle } from '#client/features/conversations/components/conversation-title';
import { useModels } from '#client/features/models/api/get-models';
import { effectiveSettings } from '#client/features/models/components/effective-settings';
import { useProjects } from '#client/features/projects/api/get-projects';
import { useIsMobile } from '#client/hooks/use-is-mobile';
import { useKeyboardShortcuts } from '#client/hooks/use-keyboard-shortcuts';
import { useOpenedOnce } from '#client/hooks/use-opened-once';
import { pairEntries } from '#client/lib/pair-entries';
import { useChatSelection } from '#client/stores/chat-selection';
import { useModelSettings } from '#client/stores/model-settings';
import type { PublicUser } from '#shared/api/users';

// Loaded as a phone first opens it: on a desktop it is never drawn (decision 006).
const MobileSidebar = lazy(() =>
  import('#client/app/layouts/mobile-sidebar').then((module) => ({ default: module.MobileSidebar })),
);

interface ChatLayoutProps {
  user: PublicUser;
  /** The address names no possible conversation (/c/abc). */
  badAddress?: boolean;
}

/**
 * The main chat screen (docs/behaviour.md, Main chat screen): sidebar, top bar, chat window with
 * composer, footer. Features are composed here; they never import each other.
 */
export function ChatLayout({ user, badAddress = false }: ChatLayoutProps) {
  const { conversationId } = useChatSelection();
  const models = useModels();
  const modelSettings = useModelSettings();
  const { data: conversations } = useConversations();
  const { data: projects } = useProjects();
  const isMobile = useIsMobile();
  const [location, navigate] = useLocation();
  const side = useChatSidebar(isMobile);
  const overlayOpened = useOpenedOnce(isMobile && side.open);
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const start = useStartConversation(() => side.focusOutside(MESSAGE_BOX_ID));
  useKeyboardShortcuts(SHORTCUTS, {
    'new-chat': () => {
      if (!start.isPending) void start.startChat();
    },
    'focus-message-box': () => side.focusOutside(MESSAGE_BOX_ID),
    search: () => side.reveal(SIDEBAR_SEARCH_ID),
    'toggle-sidebar': side.toggle,
    'show-shortcuts': () => setShortcutsOpen(true),
  });
  // Held here so that the search survives closing and reopening the mobile overlay.
  const [search, setSearch] = useState('');

  const conversation = conversations?.find((item) => item.id === conversationId);
  // The model each of SPEC's toggles asks: what the pair picker names, and what it knows as SPEC's pair.
  const pairModels = Object.fromEntries(
    pairEntries(models.data?.providers ?? []).map((entry) => [
      entry.id,
      effectiveSettings(entry, modelSettings[entry.id]).model,
    ]),
  );
  const project = projects?.find((item) => item.id === conversation?.projectId) ?? null;
  // A send from / (into a new conversation, or New Chat's fresh one) takes the place of that
  // address, with no history entry of its own, so that a reload or a copied link shows it.
  const adoptConversation = (id: number) => {
    const href = paths.conversation.href(id);
    if (location !== href) navigate(href, { replace: true });
  };
  const sidebar = (onClose?: () => void) => (
    <Sidebar
      user={user}
      models={{ data: models.data, isError: models.isError }}
      search={search}
      onSearchChange={setSearch}
      onClose={onClose}
      onShowShortcuts={() => setShortcutsOpen(true)}
    />
  );

  // Tooltips are provided per screen, not app-wide, so that the login page does not load them.
  return (
    <TooltipProvider>
      <SkipToMessageBox />
      <div className="flex h-dvh overflow-hidden">
        {isMobile ? (
          overlayOpened && (
            <Suspense fallback={null}>
              <MobileSidebar open={side.open} onOpenChange={side.setOpen} {...side.overlayFocus}>
                {sidebar(() => side.setOpen(false))}
              </MobileSidebar>
            </Suspense>
          )
        ) : (
          // Kept while collapsed, so that its lists keep their place.
          <aside id={SIDEBAR_ID} hidden={!side.expanded} className="w-72 shrink-0 border-r">
            {sidebar()}
          </aside>
        )}
        <div className="flex min-w-0 flex-1 flex-col">
          <TopBar
            title={conversation && !badAddress ? <ConversationTitle conversation={conversation} /> : undefined}
            sidebarToggle={<SidebarToggle expanded={side.expanded} onToggle={side.toggle} mobile={isMobile} />}
            actions={
              <>
                {/* On a phone the sidebar, and its New Chat, is a tap away: the header has its own. */}
                {isMobile && (
                  <ToolbarButton label="New Chat" disabled={start.isPending} onClick={() => void start.startChat()}>
                    <SquarePen />
                  </ToolbarButton>
                )}
                <BlindSwitch user={user} />
                <ReplyLayoutSwitch />
                {/* An empty one has nothing to export (decision 049). */}
                {conversation && !badAddress && !conversation.empty && (
                  <ConversationExportMenu conversationId={conversation.id} />
                )}
              </>
            }
          />
          <div className="flex min-h-0 flex-1 flex-col">
            <ChatPanel
              user={user}
              conversationId={badAddress ? null : conversationId}
              badAddress={badAddress}
              project={project}
              providers={models.data?.providers ?? []}
              chosenStartingPair={models.data?.startingPair}
              pairModels={pairModels}
              conversationAsked={conversation}
              onConversationUsed={adoptConversation}
            />
          </div>
          <AppFooter />
        </div>
      </div>
      <DeferredShortcutsDialog open={shortcutsOpen} onOpenChange={setShortcutsOpen} />
    </TooltipProvider>
  );
}
