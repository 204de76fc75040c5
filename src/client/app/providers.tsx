import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Toaster } from '#client/components/ui/toaster';
import { createQueryClient } from '#client/lib/query-client';
import { ChatSelectionProvider } from '#client/stores/chat-selection';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ChatSelectionProvider>
        {children}
        <Toaster />
      </ChatSelectionProvider>
    </QueryClientProvider>
  );
}
