import { IMAGE_COST_CHARS, pdfCostChars } from '#server/ai/file-costs';
import type { ChatTurn, TurnFile } from '#server/ai/providers/chat-provider';

/** Token counts as a provider reports them; null where it has not (yet). */
export interface ReportedUsage {
  inputTokens: number | null;
  outputTokens: number | null;
}

// About 4 characters a token, as the history budget counts them (prompt.ts).
export const tokensFor = (chars: number) => Math.ceil(chars / 4);

function fileChars(file: TurnFile): number {
  if (file.type === 'image') return IMAGE_COST_CHARS;
  // Base64 holds 3 bytes in 4 characters.
  if (file.type === 'pdf') return pdfCostChars((file.base64.length * 3) / 4);
  return file.text.length;
}

/** What a thread sent to a provider amounts to in characters: the system prompt, the turns and their files. */
export function threadChars(system: string, turns: Pick<ChatTurn, 'content' | 'files'>[]): number {
  return turns.reduce(
    (sum, turn) => sum + turn.content.length + (turn.files ?? []).reduce((files, file) => files + fileChars(file), 0),
    system.length,
  );
}

/**
 * The provider's counts where it reported them, our estimate where it did not (a stopped call
 * rarely got its usage): `estimated` says whether any count is ours.
 */
export function usageWithEstimates(
  reported: ReportedUsage,
  estimate: { inputChars: number; outputText: string },
): ReportedUsage & { estimated: boolean } {
  const inputTokens = reported.inputTokens ?? tokensFor(estimate.inputChars);
  const outputTokens = reported.outputTokens ?? tokensFor(estimate.outputText.length);
  return { inputTokens, outputTokens, estimated: reported.inputTokens === null || reported.outputTokens === null };
}
