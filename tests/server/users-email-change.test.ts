import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { findUserById } from '#server/db/queries/users';
import { sessions } from '#server/db/schema/sessions';
import { errorCatalogue } from '#shared/errors';
import { ageRow, createSessionCookie } from '#tests/helpers/factories';
import { call, type SignedIn, signIn, useTestApp } from '#tests/helpers/test-app';

const ctx = useTestApp();

const patchUser = (who: SignedIn, id: number, payload: object) =>
  who.call({ method: 'PATCH', url: `/api/users/${id}`, payload });

describe('PATCH /api/users/:id, changing the e-mail address', () => {
  const password = 'my password 1';

  it('needs the current password of an account that has one', async () => {
    const alice = await signIn(ctx, { password });
    const change = { name: alice.user.name, email: 'new.alice@example.com' };

    for (const [payload, code] of [
      [change, 'current_password_required'],
      [{ ...change, currentPassword: '' }, 'current_password_required'],
      [{ ...change, currentPassword: 'not my password' }, 'current_password_incorrect'],
    ] as const) {
      const response = await patchUser(alice, alice.user.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ code, message: errorCatalogue[code].message });
    }
    expect(await findUserById(ctx.db, alice.user.id)).toEqual(alice.user);

    const response = await patchUser(alice, alice.user.id, { ...change, currentPassword: password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: 'new.alice@example.com' });
  });

  it('needs no password for a name alone, with the unchanged e-mail sent as the profile form does', async () => {
    const alice = await signIn(ctx, { password });

    const response = await patchUser(alice, alice.user.id, {
      name: 'Alice Renamed',
      email: alice.user.email.toUpperCase(),
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Alice Renamed', email: alice.user.email });
  });

  it('refuses a current password that is not a string or too long with 400', async () => {
    const alice = await signIn(ctx, { password });

    for (const currentPassword of [12345678, 'x'.repeat(129), null]) {
      const response = await patchUser(alice, alice.user.id, { email: 'new.alice@example.com', currentPassword });
      expect(response.statusCode, String(currentPassword)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed' });
    }
    expect(await findUserById(ctx.db, alice.user.id)).toEqual(alice.user);
  });

  it('needs a sign-in within the last 10 minutes for an account without a password (Google only)', async () => {
    const alice = await signIn(ctx, { googleId: 'g-alice' });
    const [session] = await ctx.db.select().from(sessions).where(eq(sessions.userId, alice.user.id));
    await ageRow(ctx.db, 'sessions', 'created_at', session?.id ?? 0, '11 minutes');
    await ctx.app.live.userChanged(alice.user.id);

    const stale = await patchUser(alice, alice.user.id, { email: 'new.alice@example.com' });
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toEqual({
      code: 'recent_sign_in_required',
      message: errorCatalogue.recent_sign_in_required.message,
    });
    expect(await findUserById(ctx.db, alice.user.id)).toEqual(alice.user);
    expect((await patchUser(alice, alice.user.id, { name: 'Still Alice' })).statusCode).toBe(200);

    const fresh = await createSessionCookie(ctx.db, alice.user.id);
    const response = await call(ctx.app, {
      method: 'PATCH',
      url: `/api/users/${alice.user.id}`,
      payload: { email: 'new.alice@example.com' },
      cookie: fresh.cookie,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: 'new.alice@example.com' });
  });
});
