/**
 * The kinds of provider endpoint a connection can be (docs/decisions/037-connections.md): each has
 * one adapter on the server, its families in model-capabilities.ts and one icon in the client.
 */
export const CONNECTION_KINDS = ['openai', 'anthropic', 'gemini', 'openai-compatible'] as const;
export type ConnectionKind = (typeof CONNECTION_KINDS)[number];

/** What each kind is called where a person reads it. */
export const CONNECTION_KIND_LABELS: Record<ConnectionKind, string> = {
  openai: 'OpenAI',
  anthropic: 'Anthropic',
  gemini: 'Google Gemini',
  'openai-compatible': 'OpenAI-compatible',
};
