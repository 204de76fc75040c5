import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSetupLink } from '#server/auth/setup-link';
import { saveAdminSettings } from '#server/db/queries/admin-settings';
import { findUserByEmail } from '#server/db/queries/users';
import { SETTINGS_CACHE_MS } from '#server/settings/settings-cache';
import type { AuthConfig } from '#shared/api/auth';
import { type FakeGoogle, startFakeGoogle } from '#tests/fakes/google';
import { exportConversation, exportFile, exportMessage } from '#tests/helpers/export-fixtures';
import { createUser } from '#tests/helpers/factories';
import { call, type SignedIn, signIn, testConfig, useTestApp } from '#tests/helpers/test-app';
import { fileUpload, pdfBytes } from '#tests/helpers/upload-fixtures';
import { waitUntil } from '#tests/helpers/wait-until';

// Demo replies that outlast the file: no reply writes race the resets.
const ctx = useTestApp({ DEMO_REPLY_DELAY_MS: '60000' });
// Another process on the same database: public, with Google, and no built-in admin (a setup link).
const PUBLIC = { HOST: '0.0.0.0', ENABLE_TEST_LOGIN: 'false', ENABLE_PASSWORD_LOGIN: 'true' } as const;
let google: FakeGoogle;
let other: FastifyInstance;
let owned: FastifyInstance;

beforeAll(async () => {
  google = await startFakeGoogle();
  other = await ctx.buildApp({ ...PUBLIC, ...google.env });
  owned = await ctx.buildApp({ ...google.env, ADMIN_EMAIL: 'owner@example.com' });
});

afterAll(async () => {
  await google.close();
});

const save = (admin: SignedIn, payload: object) =>
  admin.call({ method: 'PUT', url: '/api/admin/settings', payload }).then((response) => {
    expect(response.statusCode, response.body).toBe(200);
  });

const register = (app: FastifyInstance, email: string, query = '') =>
  call(app, {
    method: 'POST',
    url: `/api/auth/register${query}`,
    payload: { name: 'Some One', email, password: 'correct horse battery' },
  });

const signInWithGoogle = (app: FastifyInstance, sub: string, email = `${sub}@example.com`, query = '') =>
  call(app, { method: 'POST', url: `/api/auth/google${query}`, payload: { token: google.issueToken({ sub, email }) } });

const signUpOffered = async (app: FastifyInstance) =>
  ((await call(app, { url: '/api/auth/config' })).json() as AuthConfig).signUp;

function expectRefused(response: LightMyRequestResponse, code: 'sign_up_closed' | 'google_sign_up_closed') {
  expect(response.statusCode, response.body).toBe(403);
  expect(response.json()).toMatchObject({ code });
}

describe('sign-up switched off by an admin', () => {
  it('refuses a password sign-up at once, says so to the login page, and lets it through once on again', async () => {
    const admin = await signIn(ctx, { isAdmin: true });
    expect(await signUpOffered(ctx.app)).toEqual({ password: true, google: false });
    await save(admin, { passwordSignUp: false });

    expectRefused(await register(ctx.app, 'late@example.com'), 'sign_up_closed');
    expect(await findUserByEmail(ctx.db, 'late@example.com')).toBeUndefined();
    expect(await signUpOffered(ctx.app)).toEqual({ password: false, google: false });

    await save(admin, { passwordSignUp: null });
    expect((await register(ctx.app, 'late@example.com')).statusCode).toBe(201);
  });

  it('reaches another process on the same database without a restart', async () => {
    const admin = await signIn(ctx, { isAdmin: true });
    // Read, and so cached, by the other process before the change.
    expect(await signUpOffered(other)).toEqual({ password: true, google: true });
    await save(admin, { passwordSignUp: false, googleSignUp: false });

    await waitUntil(
      async () => !(await signUpOffered(other)).password,
      'the other process heard of the change',
      SETTINGS_CACHE_MS / 2,
    );
    expect(await signUpOffered(other)).toEqual({ password: false, google: false });
    expectRefused(await register(other, 'elsewhere@example.com'), 'sign_up_closed');
    expectRefused(await signInWithGoogle(other, 'g-elsewhere'), 'google_sign_up_closed');
  });

  it('still signs in known Google accounts, and closes each way in on its own', async () => {
    const admin = await signIn(ctx, { isAdmin: true });
    expect((await signInWithGoogle(other, 'g-known')).statusCode).toBe(200);
    await save(admin, { googleSignUp: false });
    // The other process hears of it by the live bus (a notification on PostgreSQL), not at once.
    await waitUntil(
      async () => !(await signUpOffered(other)).google,
      'the other process heard of the change',
      SETTINGS_CACHE_MS / 2,
    );

    expect((await signInWithGoogle(other, 'g-known')).statusCode).toBe(200);
    expectRefused(await signInWithGoogle(other, 'g-new'), 'google_sign_up_closed');
    expect(await findUserByEmail(ctx.db, 'g-new@example.com')).toBeUndefined();
    expect((await register(other, 'with-password@example.com')).statusCode).toBe(201);
  });

  it('still makes the admins: ADMIN_EMAIL’s Google account, and the sign-up of a setup link', async () => {
    const nobody = await createUser(ctx.db);
    await saveAdminSettings(ctx.db, { passwordSignUp: false, googleSignUp: false }, nobody.id);
    for (const app of [ctx.app, other, owned]) app.live.forget();

    // Only while there is no admin yet.
    const link = await createSetupLink(ctx.db, testConfig('/tmp', PUBLIC));
    const setup = new URL(link ?? '').search;
    expectRefused(await register(other, 'first@example.com'), 'sign_up_closed');
    const first = await register(other, 'first@example.com', setup);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ isAdmin: true });

    expect((await signInWithGoogle(owned, 'g-owner', 'owner@example.com')).json()).toMatchObject({ isAdmin: true });
    expectRefused(await signInWithGoogle(owned, 'g-someone'), 'google_sign_up_closed');
  });

  it('leaves /api/auth/config answering at once when the settings cannot be read, sign-up shown open', async () => {
    const admin = await signIn(ctx, { isAdmin: true });
    await save(admin, { passwordSignUp: false });
    const read = vi.spyOn(ctx.app.adminSettings, 'current');
    try {
      read.mockRejectedValueOnce(new Error('the database is away'));
      expect(await signUpOffered(ctx.app)).toEqual({ password: true, google: false });
      // A read that never ends: the route answers after its second.
      read.mockReturnValueOnce(new Promise(() => {}));
      const started = Date.now();
      expect(await signUpOffered(ctx.app)).toEqual({ password: true, google: false });
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      read.mockRestore();
    }
    expect(await signUpOffered(ctx.app)).toEqual({ password: false, google: false });
  });

  it('lets admins add users', async () => {
    const admin = await signIn(ctx, { isAdmin: true });
    await save(admin, { passwordSignUp: false, googleSignUp: false });
    const added = await admin.call({
      method: 'POST',
      url: '/api/admin/users',
      payload: { name: 'Added By Admin', email: 'added@example.com', password: 'long enough password' },
    });
    expect(added.statusCode, added.body).toBe(201);
  });
});

describe('the per-user limits set by an admin', () => {
  const chat = (caller: SignedIn) =>
    caller.call({ method: 'POST', url: '/api/chat', payload: { message: 'Hello', models: ['openai'] } });
  const upload = (caller: SignedIn, content = pdfBytes()) =>
    caller.call({ method: 'POST', url: '/api/upload', ...fileUpload('notes.pdf', content) });
  const pdfOfSize = (size: number) => Buffer.concat([pdfBytes(), Buffer.alloc(size - pdfBytes().length, 0x20)]);

  it('hold chat messages and uploads a minute at once', async () => {
    const admin = await signIn(ctx, { isAdmin: true });
    const alice = await signIn(ctx);
    expect((await chat(alice)).statusCode).toBe(200);
    expect((await upload(alice)).statusCode).toBe(201);
    await save(admin, { chatRequestsPerMinute: 1, uploadsPerMinute: 1 });

    expect((await chat(alice)).json()).toMatchObject({ code: 'chat_rate_limited' });
    expect((await upload(alice)).json()).toMatchObject({ code: 'upload_rate_limited' });
  });

  it('hold file storage, and message storage when importing', async () => {
    const admin = await signIn(ctx, { isAdmin: true });
    const alice = await signIn(ctx);
    await save(admin, { uploadStorageMb: 1, messageStorageMb: 1 });

    expect((await alice.call({ url: '/api/uploads' })).json()).toMatchObject({ limitBytes: 1024 * 1024 });
    expect((await upload(alice, pdfOfSize(600 * 1024))).statusCode).toBe(201);
    const full = await upload(alice, pdfOfSize(600 * 1024));
    expect(full.json()).toMatchObject({ code: 'upload_storage_full', message: expect.stringContaining('1 MB') });

    const messages = Array.from({ length: 40 }, (_, index) =>
      exportMessage(index + 1, { content: 'q'.repeat(30_000) }),
    );
    const payload = exportFile({ conversations: [exportConversation('Questions', { messages })] });
    const imported = await alice.call({ method: 'POST', url: '/api/user/import', payload });
    expect(imported.json()).toMatchObject({ code: 'message_storage_full' });

    await save(admin, { uploadStorageMb: null, messageStorageMb: null });
    expect((await alice.call({ url: '/api/uploads' })).json()).toMatchObject({ limitBytes: 100 * 1024 * 1024 });
    expect((await alice.call({ method: 'POST', url: '/api/user/import', payload })).statusCode).toBe(201);
  });
});
