import { modelName } from '#client/features/chat/providers/utils/connections';
import type { JudgeBody } from '#shared/api/judgements';
import type { ProviderCatalogue } from '#shared/api/models';

export interface JudgeOption extends JudgeBody {
  /** The model's readable name. */
  name: string;
  /** The judge last chosen. */
  last: boolean;
}

export interface JudgeGroup {
  /** The connection's id. */
  id: string;
  label: string;
  options: JudgeOption[];
}

/**
 * The models that can judge, by connection: only live ones (a demo connection's stand-in answers
 * judge nothing). The last judge chosen, if still offered, comes first, its connection's group first.
 */
export function judgeGroups(catalogue: readonly ProviderCatalogue[], last: JudgeBody | null): JudgeGroup[] {
  const isLast = (provider: string, model: string) => last?.provider === provider && last.model === model;
  const groups = catalogue
    .filter((connection) => connection.mode === 'live' && connection.models.length > 0)
    .map((connection) => ({
      id: connection.id,
      label: connection.label,
      options: connection.models.map((model) => ({
        provider: connection.id,
        model,
        name: modelName(connection, model),
        last: isLast(connection.id, model),
      })),
    }));
  const first = (group: JudgeGroup) => (group.options.some((option) => option.last) ? 0 : 1);
  // Array sort is stable: all else keeps the catalogue's order.
  return groups
    .map((group) => ({ ...group, options: [...group.options].sort((x, y) => Number(y.last) - Number(x.last)) }))
    .sort((x, y) => first(x) - first(y));
}
