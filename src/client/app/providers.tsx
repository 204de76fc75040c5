import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Toaster } from '#client/components/ui/toaster';
import { currentUserQueryOptions } from '#client/features/auth/api/get-current-user';
import { createQueryClient } from '#client/lib/query-client';
import { ChatSelectionProvider } from '#client/stores/chat-selection';

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
        {children}
        <Toaster />
      </ChatSelectionProvider>
    </QueryClientProvider>
  );
}
