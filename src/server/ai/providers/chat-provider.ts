import type { Provider } from '#shared/constants';

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
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
}

export interface Completion {
  text: string;
  inputTokens: number | null;
  outputTokens: number | null;
}

/** One attempt at one reply; failures are thrown as ProviderFailure. Retries are the caller's. */
export interface ChatProvider {
  id: Provider;
  mode: 'live' | 'demo';
  complete(request: CompletionRequest): Promise<Completion>;
}
