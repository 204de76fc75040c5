/**
 * Why a model ended its reply (docs/decisions/041-finish-reasons.md), in one vocabulary for every
 * kind of endpoint: it was done, it reached the reply's max tokens, its provider's content filter
 * stopped it, or another reason the provider gave.
 */
export const FINISH_REASONS = ['stop', 'length', 'content-filter', 'other'] as const;
export type FinishReason = (typeof FINISH_REASONS)[number];
