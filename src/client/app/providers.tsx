import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { DeferredToaster } from '#client/components/ui/deferred-toaster';
import { currentUserQueryOptions } from '#client/features/auth/api/get-current-user';
import { useDiscardOnLeave } from '#client/features/conversations/hooks/use-discard-on-leave';
import { createQueryClient } from '#client/lib/query-client';
import { ChatSelectionProvider } from '#client/stores/chat-selection';

// Above every route: leaving the chat screen for another page leaves its conversation too.
function DiscardOnLeave() {
  useDiscardOnLeave();
  return null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    // Every screen starts by asking who is signed in: asked now, beside the route's chunk, not after it.
    void client.prefetchQuery(currentUserQueryOptions());
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <ChatSelectionProvider>
        <DiscardOnLeave />
        {children}
        <DeferredToaster />
      </ChatSelectionProvider>
    </QueryClientProvider>
  );
}
