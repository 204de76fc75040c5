import { connectionInfo, modelName } from '#client/features/chat/providers/utils/connections';
import type { Turn } from '#client/features/chat/turn/utils/group-turns';
import type { ProviderCatalogue } from '#shared/api/models';
import type { Side } from '#shared/sides';

/** What one reply of a blind turn shows in place of its model: a name, and the words it must not show. */
export interface Anonymous {
  /** "Model A" (on the left) or "Model B". */
  name: string;
  /** Whatever names a model or its maker in the reply's text; masked where it is drawn. */
  mask: RegExp;
}

/** A turn shown blind (docs/decisions/044-blind-comparison.md): each side's anonymous name, and their order. */
export type BlindTurn = Record<Side, Anonymous> & {
  /** Side b is shown first (on the left, as "Model A"). */
  swapped: boolean;
};

export const MASKED = '[model]';

/** What a blind turn calls the model that fused its replies (decision 054), until the vote. */
export const FUSER_NAME = 'Fusing model';

/** A reply's text as a blind turn draws it; never the stored text. */
export const maskText = (text: string, mask: RegExp | undefined): string => (mask ? text.replace(mask, MASKED) : text);

// Makers and model families that answers name themselves by, besides the turn's own connections and models.
const SELF_NAMES = [
  'OpenAI',
  '(?:Chat)?GPT(?:-\\w+(?:\\.\\d+)?)*',
  'Anthropic',
  'Claude',
  'Google',
  'DeepMind',
  'Gemini',
  'Gemma',
  'Llama',
  'Mistral',
];

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every name of the turn's connections and models (ids, labels, readable names), longest first. */
function maskFor(turn: Turn, catalogue: readonly ProviderCatalogue[]): RegExp {
  const names = new Set<string>();
  const add = (provider: string, model: string | null) => {
    const connection = connectionInfo(catalogue, provider);
    names.add(connection.label);
    if (model) names.add(model).add(modelName(connection, model));
  };
  for (const reply of turn.allReplies) add(reply.sender, reply.model);
  for (const { inFlight } of turn.sides)
    for (const item of inFlight) {
      if (item.kind === 'typing') add(item.provider, null);
      else add(item.reply.provider, item.reply.model);
    }
  // Too short a name would mask ordinary words.
  const own = [...names].filter((name) => name.length > 2).sort((x, y) => y.length - x.length);
  return new RegExp(`(?<![\\w-])(?:${[...own.map(literal), ...SELF_NAMES].join('|')})(?!\\w)`, 'gi');
}

/**
 * Whether a turn shows side b first: from its user message's id, so the same on every reload and
 * device, and about half of the turns (an integer hash's lowest bit).
 */
export function swappedFor(id: number): boolean {
  let hash = Math.imul(id ^ (id >>> 16), 0x45d9f3b);
  hash = Math.imul(hash ^ (hash >>> 16), 0x45d9f3b);
  return ((hash ^ (hash >>> 16)) & 1) === 1;
}

/**
 * How a turn is shown while Blind is on: answered by two sides and not voted on, it is anonymous
 * (null otherwise: one side, a vote cast, or settled with nothing to vote on, as an error or a demo).
 */
export function blindTurn(
  turn: Turn,
  catalogue: readonly ProviderCatalogue[],
  { voted, votable }: { voted: boolean; votable: boolean },
): BlindTurn | null {
  const settled = turn.sides.every((item) => item.inFlight.length === 0);
  if (voted || turn.sides.length < 2 || (settled && !votable)) return null;
  const live = turn.sides.flatMap((item) => item.inFlight).find((item) => item.kind === 'streaming');
  const swapped = swappedFor(turn.user?.id ?? live?.reply.userMessageId ?? 0);
  const mask = maskFor(turn, catalogue);
  const first = { name: 'Model A', mask };
  const second = { name: 'Model B', mask };
  return swapped ? { a: second, b: first, swapped } : { a: first, b: second, swapped };
}
