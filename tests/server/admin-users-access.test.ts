import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { findUserByEmail, findUserById } from '#server/db/queries/users';
import { users } from '#server/db/schema/users';
import { createUser } from '#tests/helpers/factories';
import { call, signIn, useTestApp } from '#tests/helpers/test-app';

const ctx = useTestApp();

const countUsers = async () => (await ctx.db.select({ n: count() }).from(users))[0]?.n;

describe('admin routes for non-admins', () => {
  async function attempts() {
    const target = await createUser(ctx.db, { name: 'Target User' });
    return {
      target,
      requests: [
        { method: 'GET' as const, url: '/api/admin/users' },
        { method: 'POST' as const, url: '/api/admin/users', payload: { name: 'Sneaky', email: 'sneaky@example.com' } },
        { method: 'PATCH' as const, url: `/api/admin/users/${target.id}`, payload: { name: 'Hacked', isAdmin: true } },
        { method: 'DELETE' as const, url: `/api/admin/users/${target.id}` },
      ],
    };
  }

  async function expectNothingChanged(target: Awaited<ReturnType<typeof createUser>>, userCount: number) {
    expect(await findUserById(ctx.db, target.id)).toEqual(target);
    expect(await findUserByEmail(ctx.db, 'sneaky@example.com')).toBeUndefined();
    expect(await countUsers()).toBe(userCount);
  }

  it('answers 401 to anonymous callers and changes nothing', async () => {
    const { target, requests } = await attempts();
    for (const request of requests) {
      const response = await call(ctx.app, request);
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(401);
      expect(response.json()).toMatchObject({ code: 'unauthenticated' });
    }
    await expectNothingChanged(target, 1);
  });

  it('answers 403 to signed-in users who are not admins and changes nothing', async () => {
    const user = await signIn(ctx);
    const { target, requests } = await attempts();
    for (const request of requests) {
      const response = await user.call(request);
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(403);
      expect(response.json()).toMatchObject({ code: 'admin_required' });
    }
    await expectNothingChanged(target, 2);
    expect(await findUserById(ctx.db, user.user.id)).toMatchObject({ isAdmin: false });
  });
});
