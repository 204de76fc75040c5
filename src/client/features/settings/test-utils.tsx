import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, renderHook } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { dismissToast, useToasts } from '#client/hooks/use-toast';
import { getJson } from '#client/lib/api-client';
import { createQueryClient } from '#client/lib/query-client';
import { queryKeys } from '#client/lib/query-keys';
import { testUser } from '#client/testing/test-user';
import type { PublicUser } from '#shared/api/users';

type Answer = (body: Record<string, unknown>) => Response | Promise<Response>;

/**
 * A stand-in for the users API: GET /api/user answers the stored user, and PATCH /api/users/1 and
 * POST /api/users/1/change-password answer as told (by default: success, applied to the stored user).
 */
export function fakeUsersApi(initial: PublicUser = testUser) {
  const api = {
    user: initial,
    calls: [] as { method: string; path: string; body: Record<string, unknown> }[],
    patch: ((body) => {
      api.user = { ...api.user, ...body };
      return Response.json(api.user);
    }) as Answer,
    changePassword: (() => {
      api.user = { ...api.user, hasPassword: true };
      return Response.json({ ok: true });
    }) as Answer,
  };
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    api.calls.push({ method, path: input, body });
    if (method === 'GET' && input === '/api/user') return Response.json(api.user);
    if (method === 'PATCH' && input === `/api/users/${api.user.id}`) return api.patch(body);
    if (method === 'POST' && input === `/api/users/${api.user.id}/change-password`) return api.changePassword(body);
    return new Response('not found', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return api;
}

/** A JSON error as the server sends it. */
export const serverError = (status: number, message: string, code = 'bad_request') =>
  Response.json({ message, code }, { status });

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

/** The toast on screen now (SPEC §9: one at a time); an earlier test's toast is cleared first. */
export function watchToasts() {
  const { result } = renderHook(() => useToasts());
  act(() => {
    for (const item of result.current) dismissToast(item.id);
  });
  return () => {
    const [latest] = result.current;
    return latest && { title: latest.title, description: latest.description, variant: latest.variant };
  };
}
