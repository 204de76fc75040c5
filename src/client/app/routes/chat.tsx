import { useQueryClient } from '@tanstack/react-query';
import { Activity, useEffect, useState } from 'react';
import { useParams } from 'wouter';
import { RedirectToLogin } from '#client/app/guards/protected-route';
import { ChatLayout } from '#client/app/layouts/chat-layout';
import { prefetchChat } from '#client/app/routes/prefetch-chat';
import { FullScreenSpinner } from '#client/components/ui/spinner';
import { conversationIdFrom } from '#client/config/paths';
import { takeEarlyKnownAt, useCurrentUser } from '#client/features/auth/api/get-current-user';

// docs/behaviour.md, Constants and limits: the layout appears 500 ms after the user is known.
const LAYOUT_DELAY_MS = 500;

/** The main chat screen, at / and at /c/{id}. */
export default function ChatRoute() {
  const { data: user, isPending, dataUpdatedAt } = useCurrentUser();
  const params = useParams<{ id?: string }>();
  const [ready, setReady] = useState(false);
  const queryClient = useQueryClient();
  const conversationId = params.id === undefined ? null : conversationIdFrom(params.id);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per user known; the screen's own queries follow the address from then on.
  useEffect(() => {
    if (!user) return;
    prefetchChat(queryClient, conversationId);
    // Counted from when the page knew the user: index.html's early answer, else this read.
    const knownAt = takeEarlyKnownAt() ?? dataUpdatedAt;
    const timer = setTimeout(() => setReady(true), Math.max(0, knownAt + LAYOUT_DELAY_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [user]);

  if (isPending) return <FullScreenSpinner text="Loading application..." />;
  if (!user) return <RedirectToLogin />;
  // /c/abc can name no conversation: it is "not found" without asking the server.
  const badAddress = params.id !== undefined && conversationId === null;
  // Drawn while the delay runs, hidden and with its effects held back until it shows (decision 057).
  return (
    <>
      {!ready && <FullScreenSpinner text="Loading application..." />}
      <Activity mode={ready ? 'visible' : 'hidden'}>
        <ChatLayout user={user} badAddress={badAddress} />
      </Activity>
    </>
  );
}
