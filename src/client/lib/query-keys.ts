/** Query keys shared across features, so that one feature's mutation can refresh another's data. */
export const queryKeys = {
  currentUser: ['user'] as const,
  models: ['models'] as const,
  // Not under 'user': sign-out keeps only the current-user entry, and these belong to the account.
  modelSettings: ['model-settings'] as const,
  projects: ['projects'] as const,
  project: (id: number) => ['projects', id] as const,
  conversations: ['conversations'] as const,
  messages: (conversationId: number) => ['conversations', conversationId, 'messages'] as const,
  /** Where the conversation's older pages start (null: none left); written with the messages, never fetched. */
  olderMessages: (conversationId: number) => ['conversations', conversationId, 'older-messages'] as const,
  /** Under the conversations: what refreshes them (a message sent) refreshes what was found in them. */
  messageSearch: (q: string) => ['conversations', 'search', q] as const,
  uploads: ['uploads'] as const,
  /** The user's votes on a conversation's turns. */
  votes: (conversationId: number) => ['conversations', conversationId, 'votes'] as const,
  /** The latest judge's verdict on each judged turn of a conversation. */
  judgements: (conversationId: number) => ['conversations', conversationId, 'judgements'] as const,
  /** The user's scoreboard of their own votes (Settings), changed by any vote. */
  scoreboard: ['scoreboard'] as const,
  admin: ['admin'] as const,
  adminUsers: ['admin', 'users'] as const,
  adminUsersPage: (params: { q: string; role: string; offset: number }) => ['admin', 'users', params] as const,
  adminUsage: (days: number) => ['admin', 'usage', days] as const,
  adminConnections: ['admin', 'connections'] as const,
  adminLogs: (params: { level: string; q: string }) => ['admin', 'logs', params] as const,
  adminSettings: ['admin', 'settings'] as const,
};
