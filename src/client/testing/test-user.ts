import type { PublicUser } from '#shared/api/users';

/** The signed-in user of component tests; override what a test is about. */
export const testUser: PublicUser = {
  id: 1,
  username: 'ada',
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  isAdmin: false,
  defaultModel: 'openai',
  askBoth: false,
  blind: false,
  hasPassword: true,
  hasGoogle: false,
  createdAt: '2025-01-01T00:00:00.000Z',
  lastActive: '2025-01-01T00:00:00.000Z',
};
