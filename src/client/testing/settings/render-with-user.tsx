import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { getJson } from '#client/lib/api-client';
import { createQueryClient } from '#client/lib/query-client';
import { queryKeys } from '#client/lib/query-keys';
import { testUser } from '#client/testing/test-user';
import type { PublicUser } from '#shared/api/users';

// Radix's switch and radio measure themselves; jsdom has no ResizeObserver.
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/** Renders a settings form with the signed-in user read from the cache, as the app does. */
export function renderWithUser(form: (user: PublicUser) => ReactNode, user: PublicUser = testUser) {
  if (typeof ResizeObserver === 'undefined') vi.stubGlobal('ResizeObserver', NoResizeObserver);
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.currentUser, user);
  function Harness() {
    const { data } = useQuery({
      queryKey: queryKeys.currentUser,
      queryFn: () => getJson<PublicUser>('/api/user'),
    });
    return data ? form(data) : null;
  }
  render(
    <QueryClientProvider client={queryClient}>
      <Harness />
    </QueryClientProvider>,
  );
  return { queryClient, user: userEvent.setup() };
}
