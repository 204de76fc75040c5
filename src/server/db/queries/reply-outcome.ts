import type { FinishReason } from '#shared/finish-reasons';
/** What became of a job's provider call: the reply stored for it (storeReply) and what its job is closed with. */
export interface ReplyOutcome {
  content: string;
  error: boolean;
  model: string;
  inputTokens: number | null;
  outputTokens: number | null;
  latencyMs: number | null;
  failure?: string;
  /** Written by the demo stand-in rather than a provider. */
  demo?: boolean;
  /** One line for the person beside the reply (file-notes.ts). */
  notice?: string | null;
  /** From the provider call's start to its first piece of text. */
  firstTokenMs?: number | null;
  /** Stopped by the user: the content is the text so far. */
  stopped?: boolean;
  /** The token counts are our estimate, not the provider's. */
  usageEstimated?: boolean;
  /** Why the model ended, as its provider said; none for an error or a stop. */
  finishReason?: FinishReason | null;
}
