import { vi } from 'vitest';
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
