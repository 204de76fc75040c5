import { ArrowDown } from 'lucide-react';
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { Alert, AlertTitle } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Spinner } from '#client/components/ui/spinner';
import type { MessageTarget } from '#client/features/chat/history/hooks/use-message-target';
import { ReplyAnnouncer } from '#client/features/chat/live/components/reply-announcer';
import { type LiveReplyState, visibleReplies } from '#client/features/chat/live/utils/live-replies';
import type { PendingFlags } from '#client/features/chat/live/utils/pending-flags';
import type { PriceLookup } from '#client/features/chat/providers/utils/model-prices';
import type { ProviderOption } from '#client/features/chat/providers/utils/provider-options';
import type { TurnJudgements } from '#client/features/chat/turn/hooks/use-turn-judgements';
import { groupTurns, type Turn } from '#client/features/chat/turn/utils/group-turns';
import { inFlightItems } from '#client/features/chat/turn/utils/in-flight';
import { OlderMessagesStatus } from '#client/features/chat/window/components/older-messages-status';
import { ProjectBanner } from '#client/features/chat/window/components/project-banner';
import { TurnList } from '#client/features/chat/window/components/turn-list';
import { WelcomeCard, type WelcomeChoice } from '#client/features/chat/window/components/welcome-card';
import { useFollowScroll } from '#client/features/chat/window/hooks/use-follow-scroll';
import { type HistoryPaging, useLoadOlderAtTop } from '#client/features/chat/window/hooks/use-load-older-at-top';
import { useOpenPlacement } from '#client/features/chat/window/hooks/use-open-placement';
import { useReplyLayout } from '#client/features/chat/window/hooks/use-reply-layout';
import { useScrollToMessage } from '#client/features/chat/window/hooks/use-scroll-to-message';
import { useTurnVirtualizer } from '#client/features/chat/window/hooks/use-turn-virtualizer';
import { cn } from '#client/lib/cn';
import type { JudgeBody } from '#shared/api/judgements';
import type { Message } from '#shared/api/messages';
import type { Project } from '#shared/api/projects';
import type { Vote, VoteChoice } from '#shared/api/votes';

const NO_REPLIES: LiveReplyState[] = [];
const NO_TURNS: Turn[] = [];
const NO_VOTES: ReadonlyMap<number, Vote> = new Map();
const NO_JUDGEMENTS: TurnJudgements = { byMessage: new Map(), judging: new Set(), userId: null };

interface ChatWindowProps {
  userName: string;
  project: Project | null;
  providers: ProviderOption[];
  /** The turns loaded so far, oldest first. */
  messages: Message[];
  isLoading: boolean;
  error: Error | null;
  /** The sides still awaited, each with the connection asked there. */
  aiResponding: PendingFlags;
  /** Replies in progress on the live channel. */
  liveReplies?: LiveReplyState[];
  /** A change means another conversation: it opens following its newest message. */
  conversationId?: number | null;
  /** Goes up each time the person sends: the view goes to the bottom and follows again. */
  sentCount?: number;
  /** Each model's price, for the cost under its replies. */
  priceOf?: PriceLookup;
  /** "Which is better?" votes by user message id; with `onVote`, turns answered by both offer voting. */
  votes?: ReadonlyMap<number, Vote>;
  onVote?(messageId: number, choice: VoteChoice | null, blind: boolean): Promise<void>;
  /** Judges' verdicts on the turns; with `onJudge`, turns that offer voting offer "Judge" too. */
  judgements?: TurnJudgements;
  onJudge?(messageId: number, judge: JudgeBody): Promise<void>;
  /** "Blind" is on: turns answered by two sides hide who answered until voted on (decision 044). */
  blind?: boolean;
  /** The older turns not loaded yet, read as the person scrolls up to them. */
  history?: HistoryPaging;
  /** A message to open at (`?message=`). */
  target?: MessageTarget;
  /** The welcome card's models as toggles (the composer's): which are chosen, and choosing one. */
  welcomeChoice?: WelcomeChoice;
}

/**
 * The scrolling part of the chat screen (docs/behaviour.md, Main chat screen): spinner, welcome
 * card or the turns (only those near the view are drawn), then the replies still to come. It
 * follows the newest content unless the person has scrolled up, and reads older turns as they
 * scroll up to them.
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
  judgements = NO_JUDGEMENTS,
  onJudge,
  blind = false,
  history,
  target,
  welcomeChoice,
}: ChatWindowProps) {
  const scrollRef = useRef<HTMLElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const { layout } = useReplyLayout();
  const sideBySide = layout === 'side-by-side';
  const inProgress = visibleReplies(liveReplies, messages);
  const inFlight = inFlightItems(inProgress, aiResponding);
  const streamed = inFlight.reduce(
    (length, item) => length + (item.kind === 'streaming' ? item.reply.text.length : 0),
    0,
  );
  const shown = !isLoading && !error && (messages.length > 0 || inFlight.length > 0);
  const turns = shown ? groupTurns(messages, inProgress, aiResponding) : NO_TURNS;
  const virtualizer = useTurnVirtualizer({ turns, sideBySide, scrollRef, listRef });
  const scrollToEnd = useCallback(
    (behavior: 'smooth' | 'instant') => virtualizer.scrollToEnd({ behavior }),
    [virtualizer],
  );
  const { following, followingRef, handlers, resume, setFollowing } = useFollowScroll(scrollRef, scrollToEnd);
  const waiting = target?.pending === true;
  const { placed, placeAtMessage } = useOpenPlacement({
    conversationId,
    shown,
    atMessage: waiting || target?.messageId != null,
    setFollowing,
    toEnd: useCallback(() => virtualizer.scrollToEnd(), [virtualizer]),
  });
  const highlightedId = useScrollToMessage({
    virtualizer,
    scrollRef,
    turns,
    messageId: target?.messageId ?? null,
    onStart: placeAtMessage,
    onShown: () => target?.onShown(),
  });

  // docs/behaviour.md, Main chat screen: new messages (or someone starting to type) come smoothly into view.
  useEffect(() => {
    if (placed && followingRef.current && (messages.length > 0 || inFlight.length > 0)) scrollToEnd('smooth');
  }, [placed, messages, inFlight.length, followingRef, scrollToEnd]);

  // Text growing every frame is kept in view at once: a smooth scroll would trail behind it.
  useLayoutEffect(() => {
    if (placed && followingRef.current && streamed > 0 && !virtualizer.isAtEnd()) scrollToEnd('instant');
  }, [placed, streamed, followingRef, scrollToEnd, virtualizer]);

  useEffect(() => {
    if (sentCount > 0) resume();
  }, [sentCount, resume]);

  useLoadOlderAtTop(virtualizer, history, { placed: placed && !waiting, following });

  return (
    <div className="relative flex min-h-0 flex-1 flex-col">
      <section
        ref={scrollRef}
        {...handlers}
        aria-label="Chat"
        // The list keeps the message in view in place itself, as turns are measured or prepended.
        className="relative min-h-0 flex-1 overflow-y-auto overscroll-contain [overflow-anchor:none]"
      >
        {project && (
          <div className="sticky top-0 z-10 bg-background/80 px-3 pt-3 backdrop-blur sm:px-4">
            <div className={cn('mx-auto max-w-3xl', sideBySide && 'max-w-5xl')}>
              <ProjectBanner project={project} />
            </div>
          </div>
        )}
        {/* Side by side, two columns get the room of one and a half. */}
        <div className={cn('mx-auto w-full max-w-3xl px-3 pt-6 sm:px-4', sideBySide && 'max-w-5xl', !shown && 'pb-6')}>
          {isLoading ? (
            <div className="flex justify-center py-16">
              <Spinner className="size-6" label="Loading messages" />
            </div>
          ) : error ? (
            <Alert variant="destructive">
              <AlertTitle>{error.message}</AlertTitle>
            </Alert>
          ) : !shown ? (
            <WelcomeCard providers={providers} choice={welcomeChoice} />
          ) : (
            <TurnList
              listRef={listRef}
              virtualizer={virtualizer}
              turns={turns}
              userName={userName}
              sideBySide={sideBySide}
              priceOf={priceOf}
              votes={votes}
              onVote={onVote}
              judgements={judgements}
              onJudge={onJudge}
              blind={blind}
              highlightedId={highlightedId}
            />
          )}
        </div>
      </section>
      {history && <OlderMessagesStatus loading={history.loading} failed={history.failed} onRetry={history.loadOlder} />}
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
      <ReplyAnnouncer replies={liveReplies} blind={blind} />
    </div>
  );
}
