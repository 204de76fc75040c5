import { vi } from 'vitest';
import {
  type AdminSettings,
  type AdminSettingsResponse,
  NOTHING_SAVED,
  type UpdateAdminSettingsBody,
} from '#shared/api/admin-settings';

export function settingsResponse(saved: Partial<AdminSettings> = {}): AdminSettingsResponse {
  return {
    saved: { ...NOTHING_SAVED, ...saved },
    defaults: {
      passwordSignUp: true,
      googleSignUp: true,
      startingPair: null,
      chatRequestsPerMinute: 20,
      uploadsPerMinute: 10,
      uploadStorageMb: 100,
      messageStorageMb: 20,
    },
    signIn: { password: true, google: false },
    connections: [
      { id: 'openai', label: 'OpenAI', mode: 'live', models: [{ id: 'gpt-4o', name: 'GPT-4o' }] },
      {
        id: 'claude',
        label: 'Claude',
        mode: 'demo',
        models: [
          { id: 'claude-3-haiku', name: 'Claude 3 Haiku' },
          { id: 'claude-3-opus', name: 'Claude 3 Opus' },
        ],
      },
    ],
    updatedAt: null,
  };
}

/**
 * Stubs the network boundary with /api/admin/settings kept in memory: GET answers what is saved,
 * PUT merges the body in. Every PUT body is recorded; `refuse` may answer a PUT itself (an error).
 */
export function stubSettingsApi(saved: Partial<AdminSettings> = {}, refuse?: () => Response) {
  let current = settingsResponse(saved);
  const puts: UpdateAdminSettingsBody[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path !== '/api/admin/settings')
      return Response.json({ code: 'not_found', message: 'Not found.' }, { status: 404 });
    if (init.method !== 'PUT') return Response.json(current);
    const body = JSON.parse(String(init.body)) as UpdateAdminSettingsBody;
    puts.push(body);
    if (refuse) return refuse();
    current = { ...current, saved: { ...current.saved, ...body }, updatedAt: new Date().toISOString() };
    return Response.json(current);
  });
  vi.stubGlobal('fetch', fetchStub);
  return { puts };
}
