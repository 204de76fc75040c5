import { vi } from 'vitest';
import type { AdminUser } from '#shared/api/admin-users';

const now = new Date().toISOString();

export function makeUser(id: number, fields: Partial<AdminUser> = {}): AdminUser {
  return {
    id,
    name: `Person ${id}`,
    username: `person${id}`,
    email: `person${id}@example.test`,
    isAdmin: false,
    isProtected: false,
    lastActive: now,
    createdAt: now,
    ...fields,
  };
}

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Override = (call: RecordedCall) => Response | undefined;

/**
 * Stubs the network boundary (global fetch) with a small in-memory version of /api/admin/users:
 * search on name, e-mail and username, role filter, paging, create, update and delete. Every call
 * is recorded; `override` may answer a call itself (e.g. with an error).
 */
export function stubUsersApi(initial: AdminUser[], override?: Override) {
  const users = [...initial];
  const calls: RecordedCall[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = { method, path: url.pathname, query: url.searchParams, body };
    calls.push(call);
    const overridden = override?.(call);
    if (overridden) return overridden;
    const id = Number(url.pathname.split('/')[4]);
    const index = users.findIndex((user) => user.id === id);
    if (method === 'GET' && url.pathname === '/api/admin/users')
      return Response.json(listPage(users, url.searchParams));
    if (method === 'POST') {
      const created = makeUser(1000 + users.length, { username: 'generated', ...body });
      users.unshift(created);
      return Response.json(created, { status: 201 });
    }
    if (method === 'PATCH' && index >= 0) {
      users[index] = { ...(users[index] as AdminUser), ...body };
      return Response.json(users[index]);
    }
    if (method === 'DELETE' && index >= 0) {
      users.splice(index, 1);
      return Response.json({ ok: true });
    }
    return Response.json({ message: 'Not found.', code: 'not_found' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchStub);
  const listQueries = () => calls.filter((call) => call.method === 'GET').map((call) => call.query);
  return { calls, listQueries, lastQuery: () => listQueries().at(-1) };
}

function listPage(users: AdminUser[], params: URLSearchParams) {
  const q = params.get('q')?.toLowerCase() ?? '';
  const role = params.get('role') ?? 'all';
  const limit = Number(params.get('limit'));
  const offset = Number(params.get('offset'));
  const matching = users.filter(
    (user) =>
      [user.name, user.email, user.username].some((text) => text.toLowerCase().includes(q)) &&
      (role === 'all' || user.isAdmin === (role === 'admin')),
  );
  return { users: matching.slice(offset, offset + limit), total: matching.length, limit, offset };
}
