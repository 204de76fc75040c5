import { useState } from 'react';
import { ChatWindow } from '#client/features/chat/components/chat-window';
import { Composer } from '#client/features/chat/components/composer';
import { ConversationNotFound } from '#client/features/chat/components/conversation-not-found';
import { useChatSession } from '#client/features/chat/hooks/use-chat-session';
import { providerOptions } from '#client/features/chat/utils/provider-options';
import type { ProviderCatalogue } from '#shared/api/models';
import type { Project } from '#shared/api/projects';
import type { PublicUser } from '#shared/api/users';

export interface ChatPanelProps {
  user: PublicUser;
  /** The selected conversation; null until one is chosen or the first send creates one. */
  conversationId: number | null;
  /** The address names no possible conversation (/c/abc): shown as not found. */
  badAddress?: boolean;
  /** The conversation's project (or, with no conversation, the one a new conversation goes into). */
  project: Project | null;
  providers: ProviderCatalogue[];
  /** Called with the conversation a send goes into (the first send's new one, or the open one). */
  onConversationUsed(id: number): void;
}

/** The chat window above the composer; fills its parent. */
export function ChatPanel(props: ChatPanelProps) {
  const { user, conversationId, badAddress = false, project, providers, onConversationUsed } = props;
  const session = useChatSession({
    userId: user.id,
    conversationId,
    project,
    onConversationCreated: onConversationUsed,
  });
  const options = providerOptions(providers);
  const [sentCount, setSentCount] = useState(0);
  // Nothing can be sent where there is no conversation to send to.
  const notFound = badAddress || session.notFound;
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      {notFound ? (
        <ConversationNotFound />
      ) : (
        <ChatWindow
          userName={user.name}
          project={project}
          providers={options}
          messages={session.messages}
          isLoading={session.isLoading}
          error={session.error}
          aiResponding={session.aiResponding}
          liveReplies={session.liveReplies}
          conversationId={session.conversationId}
          sentCount={sentCount}
        />
      )}
      <Composer
        value={session.draft}
        onValueChange={session.setDraft}
        onSend={(text, models, attachments) => {
          setSentCount((count) => count + 1);
          if (session.conversationId !== null) onConversationUsed(session.conversationId);
          return session.send(text, models, attachments);
        }}
        providers={options}
        defaultModel={user.defaultModel}
        disabled={notFound}
        conversationId={session.conversationId}
      />
    </div>
  );
}
