import { describe, expect, it } from 'vitest';
import { findAdminSettings, saveAdminSettings } from '#server/db/queries/admin-settings';
import { type AdminSettingsResponse, NOTHING_SAVED } from '#shared/api/admin-settings';
import type { ModelsResponse } from '#shared/api/models';
import { call, type SignedIn, signIn, useTestApp } from '#tests/helpers/test-app';

// The environment's values, which the Settings show as their defaults.
const ctx = useTestApp({
  CHAT_REQUESTS_PER_MINUTE: '7',
  UPLOADS_PER_MINUTE: '4',
  UPLOAD_STORAGE_MB: '50',
  MESSAGE_STORAGE_MB: '30',
});

const PAIR = {
  a: { provider: 'gemini', model: 'gemini-2.5-pro' },
  b: { provider: 'claude', model: 'claude-3-haiku-20240307' },
};

const read = async (caller: SignedIn): Promise<AdminSettingsResponse> => {
  const response = await caller.call({ url: '/api/admin/settings' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

const save = (caller: SignedIn, payload: object) => caller.call({ method: 'PUT', url: '/api/admin/settings', payload });

describe('GET /api/admin/settings', () => {
  it('shows every setting at its default, the environment’s values and what the pair may be chosen from', async () => {
    const settings = await read(await signIn(ctx, { isAdmin: true }));
    expect(settings).toMatchObject({
      saved: NOTHING_SAVED,
      defaults: {
        passwordSignUp: true,
        googleSignUp: true,
        startingPair: null,
        chatRequestsPerMinute: 7,
        uploadsPerMinute: 4,
        uploadStorageMb: 50,
        messageStorageMb: 30,
      },
      signIn: { password: true, google: false },
      updatedAt: null,
    });
    expect(settings.connections.map((connection) => [connection.id, connection.mode])).toEqual([
      ['openai', 'demo'],
      ['claude', 'demo'],
      ['gemini', 'demo'],
    ]);
    expect(settings.connections[2]?.models).toContainEqual({ id: 'gemini-2.5-pro', name: 'Gemini 2.5 Pro' });
  });
});

describe('PUT /api/admin/settings', () => {
  it('saves the settings given, keeps the others, reads them back, and puts one back to its default with null', async () => {
    const admin = await signIn(ctx, { isAdmin: true });
    const saved = await save(admin, { passwordSignUp: false, startingPair: PAIR, uploadStorageMb: 200 });
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = { ...NOTHING_SAVED, passwordSignUp: false, startingPair: PAIR, uploadStorageMb: 200 };
    expect(saved.json()).toMatchObject({ saved: expected, updatedAt: expect.any(String) });
    expect((await read(admin)).saved).toEqual(expected);

    expect((await save(admin, { chatRequestsPerMinute: 1000 })).statusCode).toBe(200);
    expect((await save(admin, { uploadStorageMb: null, startingPair: null })).statusCode).toBe(200);
    expect((await read(admin)).saved).toEqual({ ...NOTHING_SAVED, passwordSignUp: false, chatRequestsPerMinute: 1000 });
    expect((await findAdminSettings(ctx.db))?.updatedBy).toBe(admin.user.id);
  });

  it.each([
    ['a limit of 0', { chatRequestsPerMinute: 0 }],
    ['a limit past its bound', { uploadsPerMinute: 1001 }],
    ['a fraction', { uploadStorageMb: 1.5 }],
    ['a number as text', { messageStorageMb: '20' }],
    ['a switch as text', { passwordSignUp: 'no' }],
    ['a setting that does not exist', { adminPassword: 'x' }],
    ['the same model on both sides', { startingPair: { a: PAIR.a, b: PAIR.a } }],
    ['a pair without side b', { startingPair: { a: PAIR.a } }],
    ['a connection the server lacks', { startingPair: { ...PAIR, b: { provider: 'ollama', model: 'llama3' } } }],
    [
      'a model the connection does not offer',
      { startingPair: { ...PAIR, a: { provider: 'gemini', model: 'gpt-4o' } } },
    ],
  ])('refuses %s with 400 and stores nothing', async (_case, payload) => {
    const admin = await signIn(ctx, { isAdmin: true });
    const response = await save(admin, { passwordSignUp: false, ...payload });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed', message: expect.any(String) });
    expect(await findAdminSettings(ctx.db)).toBeUndefined();
  });

  it('names what is wrong with a starting pair', async () => {
    const admin = await signIn(ctx, { isAdmin: true });
    const response = await save(admin, { startingPair: { ...PAIR, b: { provider: 'ollama', model: 'llama3' } } });
    expect(response.json().message).toBe(
      'There is no connection "ollama" on this server. Choose one of the models offered.',
    );
  });
});

describe('who may read and change the settings', () => {
  const requests = [
    { method: 'GET' as const, url: '/api/admin/settings' },
    { method: 'PUT' as const, url: '/api/admin/settings', payload: { passwordSignUp: false } },
  ];

  it('answers 401 to anonymous callers and 403 to users who are not admins, changing nothing', async () => {
    const user = await signIn(ctx);
    for (const request of requests) {
      expect((await call(ctx.app, request)).json()).toMatchObject({ code: 'unauthenticated' });
      const response = await user.call(request);
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(403);
      expect(response.json()).toMatchObject({ code: 'admin_required' });
    }
    expect(await findAdminSettings(ctx.db)).toBeUndefined();
  });

  it('refuses a change from another site, as every write', async () => {
    const admin = await signIn(ctx, { isAdmin: true });
    const response = await admin.call({ ...requests[1], headers: { origin: 'https://evil.example' } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'cross_origin' });
    expect(await findAdminSettings(ctx.db)).toBeUndefined();
  });
});

describe('the starting pair in GET /api/models', () => {
  const startingPair = async (caller: SignedIn) =>
    ((await caller.call({ url: '/api/models' })).json() as ModelsResponse).startingPair;

  it('is null (automatic) until an admin chooses one, then the pair chosen, at once', async () => {
    const admin = await signIn(ctx, { isAdmin: true });
    const user = await signIn(ctx);
    expect(await startingPair(user)).toBeNull();
    expect((await save(admin, { startingPair: PAIR })).statusCode).toBe(200);
    expect(await startingPair(user)).toEqual(PAIR);
  });

  it('is null again once a model of the pair is no longer offered', async () => {
    const user = await signIn(ctx);
    await saveAdminSettings(
      ctx.db,
      { startingPair: { ...PAIR, a: { provider: 'gemini', model: 'gemini-1.0' } } },
      user.user.id,
    );
    ctx.app.live.forget();
    expect(await startingPair(user)).toBeNull();
  });
});
