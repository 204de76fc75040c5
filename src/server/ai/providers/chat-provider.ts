import type { FinishReason } from '#shared/finish-reasons';
/**
 * A file in a user turn, ready for a provider: images and PDFs as their bytes (base64), a Word
 * document as its text, and a note in place of a file the model is given by name only.
 */
export type TurnFile =
  | { type: 'image'; name: string; mediaType: 'image/png' | 'image/jpeg'; base64: string }
  | { type: 'pdf'; name: string; base64: string }
  | { type: 'text'; name: string; text: string }
  | { type: 'note'; text: string };

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
  /** User turns only: the files sent with its messages, in order, before their text. */
  files?: TurnFile[];
}

export interface CompletionRequest {
  model: string;
  temperature: number;
  maxTokens: number;
  system: string;
  messages: ChatTurn[];
  signal: AbortSignal;
  /** Called with each piece of text as the provider streams it. */
  onText?(piece: string): void;
  /** Called with the token counts as the provider reports them: what a stopped call is charged. */
  onUsage?(usage: { inputTokens?: number; outputTokens?: number }): void;
}

export interface Completion {
  text: string;
  inputTokens: number | null;
  outputTokens: number | null;
  /** Why the model ended, when its provider said. */
  finishReason: FinishReason | null;
}

/**
 * One kind of endpoint's adapter, made for one connection: one attempt at one reply; failures are
 * thrown as ProviderFailure. Retries are the caller's.
 */
export interface ChatProvider {
  mode: 'live' | 'demo';
  complete(request: CompletionRequest): Promise<Completion>;
  /** The chat models the provider's models endpoint lists (live providers only); `name` when it gives one. */
  listModels?(signal: AbortSignal): Promise<ListedModel[]>;
}

export interface ListedModel {
  id: string;
  name?: string;
}
