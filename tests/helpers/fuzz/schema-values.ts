import fc from 'fast-check';
import { z } from 'zod';
import { oddString, oddUnit, oddValue } from '#tests/helpers/fuzz/odd-values';

/** The parts of JSON Schema that z.toJSONSchema writes for our request schemas. */
export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  /** false after `prefixItems`: a tuple takes nothing past them. */
  items?: JsonSchema | false;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  maxItems?: number;
}

/** A request schema as JSON Schema: its input side, with transforms and refinements left out. */
export function toJsonSchema(schema: unknown): JsonSchema {
  return z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** Values worth trying for a field, by its name: what makes the route go past validation. */
export type KnownValues = (fieldName: string) => unknown[];

// Addresses that z.email() takes, odd ones included: fc.emailAddress() writes many it refuses.
const emailAddress = fc
  .tuple(
    fc.stringMatching(/^[a-z0-9](?:[a-z0-9_+'-]{0,20}[a-z0-9])?$/),
    fc.constantFrom('example.com', 'EXAMPLE.org', 'mail.example.co.uk'),
  )
  .map(([local, domain]) => `${local}@${domain}`);

function stringFor(schema: JsonSchema, name: string): fc.Arbitrary<string> {
  if (/email/i.test(name)) return emailAddress;
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  const min = schema.minLength ?? 0;
  const max = schema.maxLength;
  const lengths = { minLength: min, maxLength: Math.min(max ?? 40, min + 40) };
  const edges = max === undefined ? [] : ['a'.repeat(max), `${'\u{1F600}'.repeat(max / 2)}`, 'a'.repeat(max + 1)];
  return fc.oneof(
    { weight: 3, arbitrary: fc.string(lengths) },
    // Text that passes validation yet is odd all through: what reaches the database.
    { weight: 3, arbitrary: fc.string({ ...lengths, unit: oddUnit }) },
    { weight: 1, arbitrary: fc.constantFrom(' '.repeat(min), ...edges) },
  );
}

function numberFor(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : (schema.minimum ?? -1000);
  const max = schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : (schema.maximum ?? 1000);
  const edges = fc.constantFrom(min, max, min - 1, max + 1);
  const inside = integer
    ? fc.integer({ min: Math.max(min, -2_147_483_648), max: Math.min(max, 2_147_483_647) })
    : fc.double({ min, max, noNaN: true });
  return fc.oneof({ weight: 4, arbitrary: inside }, { weight: 1, arbitrary: edges });
}

/** Values a schema accepts, more or less: right types, within and just past its limits. */
export function validish(schema: JsonSchema, known: KnownValues = () => [], name = ''): fc.Arbitrary<unknown> {
  const knownHere = known(name);
  const arbitrary = plainValidish(schema, known, name);
  return knownHere.length > 0 ? fc.oneof(arbitrary, fc.constantFrom(...knownHere)) : arbitrary;
}

function plainValidish(schema: JsonSchema, known: KnownValues, name: string): fc.Arbitrary<unknown> {
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((option) => validish(option, known, name)));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if ('const' in schema) return fc.constant(schema.const);
  switch (schema.type) {
    case 'object': {
      const fields = Object.entries(schema.properties ?? {});
      const model = Object.fromEntries(fields.map(([key, field]) => [key, validish(field, known, key)]));
      return fc.record(model, { requiredKeys: schema.required ?? [] });
    }
    case 'array':
      if (schema.prefixItems) return fc.tuple(...schema.prefixItems.map((item) => validish(item, known, name)));
      return fc.array(validish(schema.items || {}, known, name), { maxLength: Math.min(schema.maxItems ?? 3, 3) });
    case 'string':
      return stringFor(schema, name);
    case 'integer':
    case 'number':
      return numberFor(schema, schema.type === 'integer');
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

type Path = (string | number)[];

function pathsOf(value: unknown, path: Path = []): Path[] {
  if (typeof value !== 'object' || value === null) return [path];
  const keys: (string | number)[] = Array.isArray(value) ? value.map((_, index) => index) : Object.keys(value);
  return [path, ...keys.flatMap((key) => pathsOf((value as Record<string | number, unknown>)[key], [...path, key]))];
}

const MUTATIONS = ['replace', 'replace', 'replace', 'drop', 'add', 'wrap'] as const;

/** The value with one spot made odd: a field replaced, dropped, added or wrapped in an array. */
function mutate(value: unknown, pick: number, how: (typeof MUTATIONS)[number], odd: unknown, key: string): unknown {
  const paths = pathsOf(value);
  const path = paths[pick % paths.length] ?? [];
  const copy = structuredClone(value);
  const target = path.reduce<unknown>((node, step) => (node as Record<string | number, unknown>)[step], copy);
  const replacement = { replace: odd, wrap: [target], drop: undefined, add: target }[how];
  if (how === 'add' && typeof target === 'object' && target !== null) {
    if (Array.isArray(target)) target.push(odd);
    else (target as Record<string, unknown>)[key] = odd;
    return copy;
  }
  if (path.length === 0) return replacement;
  const parent = path
    .slice(0, -1)
    .reduce<unknown>((node, step) => (node as Record<string | number, unknown>)[step], copy);
  const last = path[path.length - 1] as string | number;
  if (how === 'drop' && !Array.isArray(parent)) delete (parent as Record<string, unknown>)[last];
  else (parent as Record<string | number, unknown>)[last] = replacement;
  return copy;
}

/** Valid-ish values with one thing wrong with them. */
export function mutated(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(valid, fc.nat(), fc.constantFrom(...MUTATIONS), oddValue, oddString)
    .map(([value, pick, how, odd, key]) => mutate(value, pick, how, odd, key));
}
