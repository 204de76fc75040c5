import type { PairChoice, StartingPair } from '#shared/api/admin-settings';

type Side = StartingPair['a'];

/** A first pair to start choosing from: two models of the first connections that offer any, else null. */
export function firstPair(connections: readonly PairChoice[]): StartingPair | null {
  const sides = connections.flatMap((connection) =>
    connection.models.map((model) => ({ provider: connection.id, model: model.id })),
  );
  // One model of each of two connections when there are two, else two of the one.
  const [first] = sides;
  const second = sides.find((side) => side.provider !== first?.provider) ?? sides[1];
  return first && second ? { a: first, b: second } : null;
}

/** A side moved to another connection: its model kept when that connection offers it too, else its first. */
export function sideOn(connections: readonly PairChoice[], provider: string, side: Side): Side {
  const models = connections.find((connection) => connection.id === provider)?.models ?? [];
  const kept = models.some((model) => model.id === side.model);
  return { provider, model: kept ? side.model : (models[0]?.id ?? '') };
}

/** What a select offers: the choices, and the current value first when it is no longer among them. */
export function withCurrent(options: { value: string; text: string }[], current: string) {
  if (current === '' || options.some((option) => option.value === current)) return options;
  return [{ value: current, text: `${current} (not offered now)` }, ...options];
}
