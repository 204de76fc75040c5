import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { findUserById } from '#server/db/queries/users';
import { sessions } from '#server/db/schema/sessions';
import { ageRow, createSessionCookie } from '#tests/helpers/factories';
import { call, type SignedIn, sessionCookieFrom, signIn, useTestApp } from '#tests/helpers/test-app';

const ctx = useTestApp();

const patchUser = (who: SignedIn, id: number, payload: object) =>
  who.call({ method: 'PATCH', url: `/api/users/${id}`, payload });
const changePassword = (who: SignedIn, id: number, payload: object) =>
  who.call({ method: 'POST', url: `/api/users/${id}/change-password`, payload });
const login = (email: string, password: string) =>
  call(ctx.app, { method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('PATCH /api/users/:id', () => {
  it('updates your name and e-mail, trimmed and lower-cased', async () => {
    const alice = await signIn(ctx);

    const response = await patchUser(alice, alice.user.id, { name: '  Alice Liddell ', email: 'Alice@Example.COM' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: alice.user.id, name: 'Alice Liddell', email: 'alice@example.com' });
    expect(response.json()).not.toHaveProperty('password');
    expect(await findUserById(ctx.db, alice.user.id)).toMatchObject({
      name: 'Alice Liddell',
      email: 'alice@example.com',
      defaultModel: 'openai',
    });
  });

  it('updates your default model and leaves the rest alone', async () => {
    const alice = await signIn(ctx);

    const response = await patchUser(alice, alice.user.id, { defaultModel: 'claude' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ defaultModel: 'claude', name: alice.user.name });
    expect(await findUserById(ctx.db, alice.user.id)).toMatchObject({
      defaultModel: 'claude',
      name: alice.user.name,
      email: alice.user.email,
    });
  });

  it.each([
    ['a one-letter name', { name: 'A' }, 'Name must be at least 2 characters'],
    ['a blank name', { name: '   ' }, 'Name must be at least 2 characters'],
    ['a name over 100 characters', { name: 'x'.repeat(101) }, 'Name must be at most 100 characters'],
    ['a bad e-mail', { email: 'alice@' }, 'Please enter a valid email address'],
    ['an unknown model', { defaultModel: 'gemini' }, undefined],
    ['an empty body', {}, 'Nothing to update'],
    ['a field that is not yours to set', { isAdmin: true }, undefined],
  ])('refuses %s with 400 and changes nothing', async (_, payload, message) => {
    const alice = await signIn(ctx);

    const response = await patchUser(alice, alice.user.id, payload);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed', ...(message ? { message } : {}) });
    expect(await findUserById(ctx.db, alice.user.id)).toEqual(alice.user);
  });

  it('refuses to change another user with 403 and changes nothing', async () => {
    const alice = await signIn(ctx);
    const bob = await signIn(ctx);

    const response = await patchUser(alice, bob.user.id, { name: 'Hijacked', email: 'mallory@example.com' });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'forbidden' });
    expect(await findUserById(ctx.db, bob.user.id)).toEqual(bob.user);
  });

  it('refuses an e-mail that another account uses with 409', async () => {
    const alice = await signIn(ctx);
    const bob = await signIn(ctx, { email: 'bob@example.com' });

    const response = await patchUser(alice, alice.user.id, { name: 'Alice', email: 'BOB@example.com' });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'email_taken', message: 'That e-mail address is already in use.' });
    expect(await findUserById(ctx.db, alice.user.id)).toEqual(alice.user);
    expect(await findUserById(ctx.db, bob.user.id)).toEqual(bob.user);
  });

  it('refuses the ADMIN_EMAIL address with 409', async () => {
    const app = await ctx.buildApp({ ADMIN_EMAIL: 'boss@example.com' });
    const alice = await signIn(ctx);

    const response = await call(app, {
      method: 'PATCH',
      url: `/api/users/${alice.user.id}`,
      payload: { email: 'boss@example.com' },
      cookie: alice.cookie,
    });

    expect(response.statusCode).toBe(409);
    expect(await findUserById(ctx.db, alice.user.id)).toEqual(alice.user);
  });

  it('answers 401 to anonymous callers', async () => {
    const alice = await signIn(ctx);

    const response = await call(ctx.app, {
      method: 'PATCH',
      url: `/api/users/${alice.user.id}`,
      payload: { name: 'X' },
    });

    expect(response.statusCode).toBe(401);
    expect(await findUserById(ctx.db, alice.user.id)).toEqual(alice.user);
  });
});

describe('POST /api/users/:id/change-password', () => {
  const oldPassword = 'old password 1';
  const newPassword = 'new password 2';

  it('changes the password: the new one signs in and the old one does not', async () => {
    const alice = await signIn(ctx, { password: oldPassword });

    const response = await changePassword(alice, alice.user.id, { currentPassword: oldPassword, newPassword });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect((await login(alice.user.email, newPassword)).statusCode).toBe(200);
    expect((await login(alice.user.email, oldPassword)).statusCode).toBe(401);
  });

  it('refuses a wrong current password with 400 and keeps the old one', async () => {
    const alice = await signIn(ctx, { password: oldPassword });

    const response = await changePassword(alice, alice.user.id, { currentPassword: 'not my password', newPassword });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'current_password_incorrect', message: 'Current password is incorrect' });
    expect((await findUserById(ctx.db, alice.user.id))?.password).toBe(alice.user.password);
  });

  it('asks for the current password when the account has one and it is missing', async () => {
    const alice = await signIn(ctx, { password: oldPassword });

    for (const payload of [{ newPassword }, { currentPassword: '', newPassword }]) {
      const response = await changePassword(alice, alice.user.id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'current_password_required', message: 'Current password is required' });
    }
    expect((await findUserById(ctx.db, alice.user.id))?.password).toBe(alice.user.password);
  });

  it('refuses a new password shorter than 8 characters with 400', async () => {
    const alice = await signIn(ctx);

    const response = await changePassword(alice, alice.user.id, { currentPassword: '', newPassword: 'short12' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      message: 'Password must be at least 8 characters',
    });
    expect((await findUserById(ctx.db, alice.user.id))?.password).toBe('');
  });

  it('lets an account without a password set one only from a sign-in of the last 10 minutes', async () => {
    const alice = await signIn(ctx, { googleId: 'g-alice' });
    const [session] = await ctx.db.select().from(sessions).where(eq(sessions.userId, alice.user.id));
    await ageRow(ctx.db, 'sessions', 'created_at', session?.id ?? 0, '11 minutes');
    await ctx.app.live.userChanged(alice.user.id);

    const response = await changePassword(alice, alice.user.id, { newPassword });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'recent_sign_in_required' });
    expect((await findUserById(ctx.db, alice.user.id))?.password).toBe('');
  });

  it('lets an account without a password set one without a current password', async () => {
    const alice = await signIn(ctx);

    const response = await changePassword(alice, alice.user.id, { newPassword });

    expect(response.statusCode).toBe(200);
    const cookie = sessionCookieFrom(response);
    expect((await call(ctx.app, { url: '/api/user', cookie })).json()).toMatchObject({ hasPassword: true });
    expect((await login(alice.user.email, newPassword)).statusCode).toBe(200);
  });

  it('revokes your other sessions but keeps the current one, under a new token, and other users’', async () => {
    const alice = await signIn(ctx);
    const aliceElsewhere = await createSessionCookie(ctx.db, alice.user.id);
    const bob = await signIn(ctx);

    const response = await changePassword(alice, alice.user.id, { newPassword });

    expect(response.statusCode).toBe(200);
    const renewed = sessionCookieFrom(response);
    expect(renewed).toMatch(/^pairwise_session=./);
    expect(renewed).not.toBe(alice.cookie);
    expect((await call(ctx.app, { url: '/api/user', cookie: renewed })).json()).toMatchObject({ id: alice.user.id });
    expect((await alice.call({ url: '/api/user' })).statusCode).toBe(401);
    expect((await call(ctx.app, { url: '/api/user', cookie: aliceElsewhere.cookie })).statusCode).toBe(401);
    expect((await bob.call({ url: '/api/user' })).statusCode).toBe(200);
  });

  it('keeps the session’s expiry under the new token', async () => {
    const alice = await signIn(ctx, { password: oldPassword });
    const [before] = await ctx.db.select().from(sessions).where(eq(sessions.userId, alice.user.id));

    const response = await changePassword(alice, alice.user.id, { currentPassword: oldPassword, newPassword });

    expect(response.statusCode).toBe(200);
    const after = await ctx.db.select().from(sessions).where(eq(sessions.userId, alice.user.id));
    expect(after).toHaveLength(1);
    expect(after[0]?.tokenHash).not.toBe(before?.tokenHash);
    expect(after[0]?.expiresAt).toEqual(before?.expiresAt);
    const cookie = response.cookies.find((entry) => entry.name === 'pairwise_session');
    expect(cookie).toMatchObject({ httpOnly: true, path: '/', sameSite: 'Lax' });
    // A cookie's expiry is in whole seconds.
    expect(cookie?.expires?.getTime()).toBe(Math.floor((before?.expiresAt.getTime() ?? 0) / 1000) * 1000);
  });

  it('refuses to change another user’s password with 403 and changes nothing', async () => {
    const alice = await signIn(ctx);
    const bob = await signIn(ctx);
    const bobElsewhere = await createSessionCookie(ctx.db, bob.user.id);

    const response = await changePassword(alice, bob.user.id, { newPassword });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'forbidden' });
    expect(await findUserById(ctx.db, bob.user.id)).toEqual(bob.user);
    expect((await call(ctx.app, { url: '/api/user', cookie: bobElsewhere.cookie })).statusCode).toBe(200);
  });

  it('answers 401 to anonymous callers', async () => {
    const alice = await signIn(ctx);

    const response = await call(ctx.app, {
      method: 'POST',
      url: `/api/users/${alice.user.id}/change-password`,
      payload: { newPassword },
    });

    expect(response.statusCode).toBe(401);
    expect((await findUserById(ctx.db, alice.user.id))?.password).toBe('');
  });
});
