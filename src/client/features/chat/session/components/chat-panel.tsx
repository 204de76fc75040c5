import { useMemo, useRef, useState } from 'react';
import { Composer, MESSAGE_BOX_ID } from '#client/features/chat/compose/components/composer';
import { useModelChoice } from '#client/features/chat/compose/hooks/use-model-choice';
import { usePairChoice } from '#client/features/chat/compose/hooks/use-pair-choice';
import { useRecentPairs } from '#client/features/chat/compose/hooks/use-recent-pairs';
import { isSpecPair, type Pair, type PairModels } from '#client/features/chat/compose/utils/pair';
import { startingPair } from '#client/features/chat/compose/utils/starting-pair';
import { useMessageTarget } from '#client/features/chat/history/hooks/use-message-target';
import { useOlderMessages } from '#client/features/chat/history/hooks/use-older-messages';
import { loadedHistory } from '#client/features/chat/history/utils/message-pages';
import { ConversationMessages } from '#client/features/chat/message/hooks/use-conversation-messages';
import { ConnectionsContext } from '#client/features/chat/providers/hooks/use-connections';
import { priceLookup } from '#client/features/chat/providers/utils/model-prices';
import { providerOptions } from '#client/features/chat/providers/utils/provider-options';
import { ConversationNotFound } from '#client/features/chat/session/components/conversation-not-found';
import { useChatSession } from '#client/features/chat/session/hooks/use-chat-session';
import { useEscapeToStop } from '#client/features/chat/session/hooks/use-escape-to-stop';
import { useStopTurn } from '#client/features/chat/session/hooks/use-stop-turn';
import { useTurnJudgements } from '#client/features/chat/turn/hooks/use-turn-judgements';
import { useTurnVotes } from '#client/features/chat/turn/hooks/use-turn-votes';
import { useVoteKeys } from '#client/features/chat/turn/hooks/use-vote-keys';
import { ChatWindow } from '#client/features/chat/window/components/chat-window';
import type { StartingPair } from '#shared/api/admin-settings';
import type { Conversation } from '#shared/api/conversations';
import type { ProviderCatalogue } from '#shared/api/models';
import type { Project } from '#shared/api/projects';
import type { PublicUser } from '#shared/api/users';
import { PROVIDERS } from '#shared/constants';

export interface ChatPanelProps {
  user: PublicUser;
  /** The selected conversation; null until one is chosen or the first send creates one. */
  conversationId: number | null;
  /** The address names no possible conversation (/c/abc): shown as not found. */
  badAddress?: boolean;
  /** The conversation's project (or, with no conversation, the one a new conversation goes into). */
  project: Project | null;
  /** Every connection (GET /api/models): what names the sides, and what the pair picker offers. */
  providers: ProviderCatalogue[];
  /** The model each of SPEC's toggles asks (the account's model settings). */
  pairModels?: PairModels;
  /** The admin's pair for someone who has sent nothing yet (GET /api/models); null: the best the connections offer. */
  chosenStartingPair?: StartingPair | null;
  /** What the selected conversation last asked (its `providers` and `contestants`); undefined while unknown. */
  conversationAsked?: Pick<Conversation, 'providers' | 'contestants'>;
  /** Called with the conversation a send goes into (the first send's new one, or the open one). */
  onConversationUsed(id: number): void;
}

/** The chat window above the composer; fills its parent. */
export function ChatPanel(props: ChatPanelProps) {
  const { user, conversationId, badAddress = false, project, providers, conversationAsked } = props;
  const { onConversationUsed, pairModels = {}, chosenStartingPair = null } = props;
  const session = useChatSession({
    userId: user.id,
    conversationId,
    project,
    onConversationCreated: (id) => {
      choice.adopt(id);
      pairChoice.adopt(id);
      onConversationUsed(id);
    },
  });
  // What the layout knows is the selected conversation's: not yet the one a first send is creating.
  const asked = session.conversationId === conversationId ? conversationAsked : undefined;
  const choice = useModelChoice({
    conversationId: session.conversationId,
    lastAsked: asked?.providers,
    askBoth: user.askBoth,
  });
  const recentPairs = useRecentPairs(user.id);
  const pairChoice = usePairChoice({
    conversationId: session.conversationId,
    asked,
    last: recentPairs.last === undefined ? startingPair(providers, chosenStartingPair) : recentPairs.last,
  });
  // SPEC's own pair goes back to its toggles, and is sent through `models` (docs/behaviour.md, The API calls).
  const choosePair = (pair: Pair | null) => {
    if (pair) recentPairs.remember(pair);
    if (pair && !isSpecPair(pair, pairModels)) return pairChoice.choose(pair);
    pairChoice.choose(null);
    choice.set(PROVIDERS);
  };
  const { votes, vote } = useTurnVotes(session.conversationId);
  const { judgements, judge } = useTurnJudgements(session.conversationId, user.id);
  const older = useOlderMessages(session.conversationId);
  // The turns loaded so far, without a stray version of an older turn heard of live.
  const messages = useMemo(() => loadedHistory(session.messages, older.cursor), [session.messages, older.cursor]);
  const target = useMessageTarget({
    conversationId: session.conversationId,
    messages: session.isLoading ? undefined : messages,
    hasOlder: older.hasOlder,
    loading: older.loading,
    loadThrough: older.loadThrough,
  });
  const priceOf = useMemo(() => priceLookup(providers), [providers]);
  const options = providerOptions(providers);
  const [sentCount, setSentCount] = useState(0);
  // Nothing can be sent where there is no conversation to send to.
  const notFound = badAddress || session.notFound;
  const stopTurn = useStopTurn(session);
  const panelRef = useRef<HTMLDivElement>(null);
  useEscapeToStop(panelRef, stopTurn.replying && !notFound, stopTurn.stop, MESSAGE_BOX_ID);
  useVoteKeys(panelRef);
  return (
    <ConnectionsContext value={providers}>
      <div ref={panelRef} className="flex min-h-0 flex-1 flex-col">
        {notFound ? (
          <ConversationNotFound />
        ) : (
          // What is drawn inside reads the conversation's messages: a reply's versions, what an edit removes.
          <ConversationMessages value={messages}>
            <ChatWindow
              userName={user.name}
              project={project}
              providers={options}
              messages={messages}
              isLoading={session.isLoading}
              error={session.error}
              aiResponding={session.aiResponding}
              liveReplies={session.liveReplies}
              conversationId={session.conversationId}
              sentCount={sentCount}
              priceOf={priceOf}
              votes={votes}
              onVote={vote}
              judgements={judgements}
              onJudge={judge}
              blind={user.blind}
              history={older}
              target={target}
              welcomeChoice={{
                chosen: pairChoice.pair ? [] : choice.chosen,
                // A model picked on the card goes back to SPEC's toggles, with that one pressed.
                onToggle: (provider) => {
                  if (!pairChoice.pair) return choice.toggle(provider);
                  pairChoice.choose(null);
                  choice.set([provider]);
                },
              }}
            />
          </ConversationMessages>
        )}
        <Composer
          value={session.draft}
          onValueChange={session.setDraft}
          onSend={(text, ask, attachments) => {
            setSentCount((count) => count + 1);
            if (session.conversationId !== null) onConversationUsed(session.conversationId);
            recentPairs.sent(pairChoice.pair);
            return session.send(text, ask, attachments);
          }}
          providers={options}
          defaultModel={user.defaultModel}
          chosen={choice.chosen}
          onToggle={choice.toggle}
          pair={{
            chosen: pairChoice.pair,
            models: pairModels,
            recent: recentPairs.recent,
            onChoose: choosePair,
            onReset: () => choosePair(null),
          }}
          disabled={notFound}
          conversationId={session.conversationId}
          replying={stopTurn.replying && !notFound}
          stopping={stopTurn.stopping}
          onStop={stopTurn.stop}
        />
      </div>
    </ConnectionsContext>
  );
}
