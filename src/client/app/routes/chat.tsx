import { useEffect, useState } from 'react';
import { Redirect, useParams } from 'wouter';
import { ChatLayout } from '#client/app/layouts/chat-layout';
import { FullScreenSpinner } from '#client/components/ui/spinner';
import { paths } from '#client/config/paths';
import { useCurrentUser } from '#client/features/auth/api/get-current-user';
import { useChatSelection } from '#client/stores/chat-selection';

// SPEC §9: the layout appears 500 ms after the user is known.
const LAYOUT_DELAY_MS = 500;

/** The main chat screen, at / and at /c/{id}. */
export default function ChatRoute() {
  const { data: user, isPending } = useCurrentUser();
  const params = useParams<{ id?: string }>();
  const { setConversationId } = useChatSelection();
  const [ready, setReady] = useState(false);

  const routeId = params.id ? Number(params.id) : null;
  useEffect(() => {
    if (routeId !== null && Number.isInteger(routeId) && routeId > 0) setConversationId(routeId);
  }, [routeId, setConversationId]);

  useEffect(() => {
    if (!user) return;
    const timer = setTimeout(() => setReady(true), LAYOUT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [user]);

  if (isPending) return <FullScreenSpinner text="Loading application..." />;
  if (!user) return <Redirect to={paths.login.href()} replace />;
  if (!ready) return <FullScreenSpinner text="Loading application..." />;
  return <ChatLayout user={user} />;
}
