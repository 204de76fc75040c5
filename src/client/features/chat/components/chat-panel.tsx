import { useState } from 'react';
import { ChatWindow } from '#client/features/chat/components/chat-window';
import { Composer } from '#client/features/chat/components/composer';
import { useChatSession } from '#client/features/chat/hooks/use-chat-session';
import { providerOptions } from '#client/features/chat/utils/provider-options';
import type { ProviderCatalogue } from '#shared/api/models';
import type { Project } from '#shared/api/projects';
import type { PublicUser } from '#shared/api/users';

export interface ChatPanelProps {
  user: PublicUser;
  /** The selected conversation; null until one is chosen or the first send creates one. */
  conversationId: number | null;
  /** The conversation's project (or, with no conversation, the one a new conversation goes into). */
  project: Project | null;
  providers: ProviderCatalogue[];
  /** Called with the id of the conversation the first send created, which is now the current one. */
  onConversationCreated(id: number): void;
}

/** The chat window above the composer; fills its parent. */
export function ChatPanel({ user, conversationId, project, providers, onConversationCreated }: ChatPanelProps) {
  const session = useChatSession({ conversationId, project, onConversationCreated });
  const options = providerOptions(providers);
  const [sentCount, setSentCount] = useState(0);
  return (
    <div className="flex min-h-0 flex-1 flex-col">
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
      <Composer
        value={session.draft}
        onValueChange={session.setDraft}
        onSend={(text, models) => {
          setSentCount((count) => count + 1);
          void session.send(text, models);
        }}
        providers={options}
        defaultModel={user.defaultModel}
      />
    </div>
  );
}
