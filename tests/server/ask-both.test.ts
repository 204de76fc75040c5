import { describe, expect, it } from 'vitest';
import { findUserById } from '#server/db/queries/users';
import { call, type SignedIn, sessionCookieFrom, signIn, useTestApp } from '#tests/helpers/test-app';

// Preferences' "Both": new conversations ask both providers; stored on the account.

const ctx = useTestApp();

const patchUser = (who: SignedIn, payload: object) =>
  who.call({ method: 'PATCH', url: `/api/users/${who.user.id}`, payload });

describe('the "Both" preference', () => {
  it('is on for a new account, whichever way it signs up: comparing is the default', async () => {
    const registered = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Alice Liddell', email: 'alice@example.com', password: 'correct horse battery' },
    });
    expect(registered.statusCode).toBe(201);
    expect(registered.json()).toMatchObject({ askBoth: true });
    const cookie = sessionCookieFrom(registered);
    expect((await call(ctx.app, { url: '/api/user', cookie })).json()).toMatchObject({ askBoth: true });

    const admin = await signIn(ctx, { isAdmin: true });
    const added = await admin.call({
      method: 'POST',
      url: '/api/admin/users',
      payload: { name: 'Bob Baker', email: 'bob@example.com', password: 'correct horse battery' },
    });
    expect(added.statusCode).toBe(201);
    expect((await findUserById(ctx.db, added.json().id))?.askBoth).toBe(true);
  });

  it('is saved by PATCH /api/users/:id, read back by GET /api/user, and turned off again', async () => {
    const alice = await signIn(ctx);
    expect((await alice.call({ url: '/api/user' })).json()).toMatchObject({ askBoth: false });

    const on = await patchUser(alice, { askBoth: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ askBoth: true, defaultModel: 'openai' });
    expect((await findUserById(ctx.db, alice.user.id))?.askBoth).toBe(true);
    expect((await alice.call({ url: '/api/user' })).json()).toMatchObject({ askBoth: true });

    const off = await patchUser(alice, { askBoth: false, defaultModel: 'claude' });
    expect(off.json()).toMatchObject({ askBoth: false, defaultModel: 'claude' });
    expect(await findUserById(ctx.db, alice.user.id)).toMatchObject({ askBoth: false, defaultModel: 'claude' });
  });

  it('refuses anything but a boolean, and changes nothing', async () => {
    const alice = await signIn(ctx);
    const response = await patchUser(alice, { askBoth: 'yes' });
    expect(response.statusCode).toBe(400);
    expect((await findUserById(ctx.db, alice.user.id))?.askBoth).toBe(false);
  });
});
