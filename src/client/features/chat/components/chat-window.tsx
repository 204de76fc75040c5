import { ArrowDown } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { Alert, AlertTitle } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Spinner } from '#client/components/ui/spinner';
import { ChatTurn } from '#client/features/chat/components/chat-turn';
import { ProjectBanner } from '#client/features/chat/components/project-banner';
import { ReplyAnnouncer } from '#client/features/chat/components/reply-announcer';
import { WelcomeCard } from '#client/features/chat/components/welcome-card';
import { useFollowScroll } from '#client/features/chat/hooks/use-follow-scroll';
import { useReplyLayout } from '#client/features/chat/hooks/use-reply-layout';
import { groupTurns } from '#client/features/chat/utils/group-turns';
import { inFlightItems } from '#client/features/chat/utils/in-flight';
import { type LiveReplyState, visibleReplies } from '#client/features/chat/utils/live-replies';
import type { PriceLookup } from '#client/features/chat/utils/model-prices';
import type { ProviderOption } from '#client/features/chat/utils/provider-options';
import { cn } from '#client/lib/cn';
import type { Message } from '#shared/api/messages';
import type { Project } from '#shared/api/projects';
import type { VoteChoice } from '#shared/api/votes';
import type { Provider } from '#shared/constants';

const NO_REPLIES: LiveReplyState[] = [];
const NO_VOTES: ReadonlyMap<number, VoteChoice> = new Map();

interface ChatWindowProps {
  userName: string;
  project: Project | null;
  providers: ProviderOption[];
  messages: Message[];
  isLoading: boolean;
  error: Error | null;
  aiResponding: Record<Provider, boolean>;
  /** Replies in progress on the live channel. */
  liveReplies?: LiveReplyState[];
  /** A change means another conversation: it opens following its newest message. */
  conversationId?: number | null;
  /** Goes up each time the person sends: the view goes to the bottom and follows again. */
  sentCount?: number;
  /** Each model's price, for the cost under its replies. */
  priceOf?: PriceLookup;
  /** "Which is better?" votes by user message id; with `onVote`, turns answered by both offer voting. */
  votes?: ReadonlyMap<number, VoteChoice>;
  onVote?(messageId: number, choice: VoteChoice | null): Promise<void>;
}

/**
 * The scrolling part of the chat screen (SPEC §2): spinner, welcome card or messages, then the
 * replies still to come. It follows the newest content unless the person has scrolled up.
 */
export function ChatWindow({
  userName,
  project,
  providers,
  messages,
  isLoading,
  error,
  aiResponding,
  liveReplies = NO_REPLIES,
  conversationId = null,
  sentCount = 0,
  priceOf,
  votes = NO_VOTES,
  onVote,
}: ChatWindowProps) {
  const scrollRef = useRef<HTMLElement>(null);
  const { following, followingRef, handlers, scrollToEnd, resume, setFollowing } = useFollowScroll(scrollRef);
  const { layout } = useReplyLayout();
  const sideBySide = layout === 'side-by-side';
  const inProgress = visibleReplies(liveReplies, messages);
  const inFlight = inFlightItems(inProgress, aiResponding);
  const streamed = inFlight.reduce(
    (length, item) => length + (item.kind === 'streaming' ? item.reply.text.length : 0),
    0,
  );

  // Another conversation opens following its newest message, wherever the last one was left.
  const shownConversation = useRef(conversationId);
  useEffect(() => {
    if (shownConversation.current === conversationId) return;
    shownConversation.current = conversationId;
    setFollowing(true);
  }, [conversationId, setFollowing]);

  // SPEC §2: new messages (or someone starting to type) come smoothly into view.
  useEffect(() => {
    if (followingRef.current && (messages.length > 0 || inFlight.length > 0)) scrollToEnd('smooth');
  }, [messages, inFlight.length, followingRef, scrollToEnd]);

  // Text growing every frame is kept in view at once: a smooth scroll would trail behind it.
  useLayoutEffect(() => {
    if (followingRef.current && streamed > 0) scrollToEnd('instant');
  }, [streamed, followingRef, scrollToEnd]);

  useEffect(() => {
    if (sentCount > 0) resume();
  }, [sentCount, resume]);

  return (
    <div className="relative flex min-h-0 flex-1 flex-col">
      <section
        ref={scrollRef}
        {...handlers}
        aria-label="Chat"
        className="min-h-0 flex-1 overflow-y-auto overscroll-contain"
      >
        {project && (
          <div className="sticky top-0 z-10 bg-background/80 px-3 pt-3 backdrop-blur sm:px-4">
            <div className={cn('mx-auto max-w-3xl', sideBySide && 'max-w-5xl')}>
              <ProjectBanner project={project} />
            </div>
          </div>
        )}
        {/* Side by side, two columns get the room of one and a half. */}
        <div
          className={cn('mx-auto flex w-full max-w-3xl flex-col gap-6 px-3 py-6 sm:px-4', sideBySide && 'max-w-5xl')}
        >
          {isLoading ? (
            <div className="flex justify-center py-16">
              <Spinner className="size-6" label="Loading messages" />
            </div>
          ) : error ? (
            <Alert variant="destructive">
              <AlertTitle>{error.message}</AlertTitle>
            </Alert>
          ) : messages.length === 0 && inFlight.length === 0 ? (
            <WelcomeCard providers={providers} />
          ) : (
            groupTurns(messages, inProgress, aiResponding).map((turn) => (
              <ChatTurn
                key={turn.key}
                turn={turn}
                userName={userName}
                sideBySide={sideBySide}
                priceOf={priceOf}
                vote={turn.user ? (votes.get(turn.user.id) ?? null) : null}
                onVote={onVote}
              />
            ))
          )}
        </div>
      </section>
      {!following && (
        <Button
          variant="outline"
          size="sm"
          onClick={resume}
          className="absolute bottom-3 left-1/2 -translate-x-1/2 rounded-full shadow-md"
        >
          <ArrowDown aria-hidden="true" />
          Jump to latest
        </Button>
      )}
      <ReplyAnnouncer replies={liveReplies} />
    </div>
  );
}
