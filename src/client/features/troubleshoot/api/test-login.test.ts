import { describe, expect, it } from 'vitest';
import { stripDebug, type TestLoginResult } from '#client/features/troubleshoot/api/test-login';

const result: TestLoginResult = {
  id: 7,
  username: 'test',
  email: 'test@example.com',
  name: 'test',
  isAdmin: false,
  defaultModel: 'openai',
  askBoth: false,
  blind: false,
  hasPassword: false,
  hasGoogle: false,
  createdAt: '2025-01-01T00:00:00.000Z',
  lastActive: '2025-01-01T00:00:00.000Z',
  debug: { created: true, sessionExpiresAt: '2025-01-08T00:00:00.000Z', authMethod: 'test-login' },
};

describe('stripDebug', () => {
  it('removes the debug object and keeps every user field', () => {
    const { debug: _debug, ...user } = result;
    expect(stripDebug(result)).toEqual(user);
    expect(stripDebug(result)).not.toHaveProperty('debug');
  });

  it('leaves the test login result itself untouched for display', () => {
    stripDebug(result);
    expect(result.debug.authMethod).toBe('test-login');
  });
});
