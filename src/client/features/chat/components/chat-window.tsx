import { useEffect, useRef } from 'react';
import { Alert, AlertTitle } from '#client/components/ui/alert';
import { Spinner } from '#client/components/ui/spinner';
import { MessageItem } from '#client/features/chat/components/message-item';
import { ProjectBanner } from '#client/features/chat/components/project-banner';
import { TypingIndicator } from '#client/features/chat/components/typing-indicator';
import { WelcomeCard } from '#client/features/chat/components/welcome-card';
import type { ProviderOption } from '#client/features/chat/utils/provider-options';
import type { Message } from '#shared/api/messages';
import type { Project } from '#shared/api/projects';
import { PROVIDERS, type Provider } from '#shared/constants';

interface ChatWindowProps {
  userName: string;
  project: Project | null;
  providers: ProviderOption[];
  messages: Message[];
  isLoading: boolean;
  error: Error | null;
  aiResponding: Record<Provider, boolean>;
}

/** The scrolling part of the chat screen (SPEC §2): spinner, welcome card or messages, then who is typing. */
export function ChatWindow({
  userName,
  project,
  providers,
  messages,
  isLoading,
  error,
  aiResponding,
}: ChatWindowProps) {
  const endRef = useRef<HTMLDivElement>(null);
  const typing = PROVIDERS.filter((provider) => aiResponding[provider]);

  // SPEC §2: whenever the messages change (and when someone starts typing), the newest comes into view.
  useEffect(() => {
    if (messages.length > 0 || typing.length > 0)
      endRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'end' });
  }, [messages, typing.length]);

  return (
    <section aria-label="Chat" className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
      {project && (
        <div className="sticky top-0 z-10 bg-background/80 px-3 pt-3 backdrop-blur sm:px-4">
          <div className="mx-auto max-w-3xl">
            <ProjectBanner project={project} />
          </div>
        </div>
      )}
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-3 py-6 sm:px-4">
        {isLoading ? (
          <div className="flex justify-center py-16">
            <Spinner className="size-6" label="Loading messages" />
          </div>
        ) : error ? (
          <Alert variant="destructive">
            <AlertTitle>{error.message}</AlertTitle>
          </Alert>
        ) : messages.length === 0 ? (
          <WelcomeCard providers={providers} />
        ) : (
          messages.map((message) => <MessageItem key={message.id} message={message} userName={userName} />)
        )}
        {typing.map((provider) => (
          <TypingIndicator key={provider} provider={provider} />
        ))}
        <div ref={endRef} />
      </div>
    </section>
  );
}
