import fs from 'node:fs';
import { z } from 'zod';
import { BUILT_IN_IDS } from '#server/ai/connections/built-in-connections';
import type { Connection } from '#server/ai/connections/connection';
import { CONNECTION_ID_PATTERN } from '#shared/connection-id';
import { CONNECTION_KINDS } from '#shared/connection-kinds';

/** Ids a connection of the file cannot take: the built-ins', and the sender of a person's messages. */
const RESERVED_IDS = new Set([...BUILT_IN_IDS, 'user']);
// More than anyone compares; each is asked for its models, so the list stays short.
const MAX_CONNECTIONS = 50;
const MAX_MODELS = 200;
/** `${NAME}`: the key is read from that variable, so that the file holds no secret. */
const VARIABLE_REFERENCE = /^\$\{([A-Za-z_][A-Za-z0-9_]*)\}$/;

const entrySchema = z.strictObject({
  id: z
    .string()
    .regex(new RegExp(CONNECTION_ID_PATTERN), 'Expected a lowercase slug: a–z, 0–9 and inner hyphens, 32 at most')
    .refine((id) => !RESERVED_IDS.has(id), 'Is a built-in connection; choose another id'),
  label: z.string().trim().min(1, 'Expected a label').max(40, 'Expected at most 40 characters'),
  kind: z.enum(CONNECTION_KINDS),
  baseUrl: z.url({ protocol: /^https?$/, error: 'Expected an http:// or https:// URL' }),
  apiKey: z.string().min(1, 'Expected a key, or no apiKey at all').optional(),
  models: z
    .array(z.string().trim().min(1, 'Expected a model id'))
    .min(1, 'Expected at least one model, or no models at all (the endpoint lists its own)')
    .max(MAX_MODELS, `Expected at most ${MAX_MODELS} models`)
    .refine((models) => new Set(models).size === models.length, 'Names a model twice')
    .optional(),
});

export class ConnectionsFileError extends Error {}

function entryName(entry: unknown, index: number): string {
  const id = (entry as { id?: unknown } | null)?.id;
  return typeof id === 'string' ? `entry ${index + 1} ("${id}")` : `entry ${index + 1}`;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ConnectionsFileError(`is not valid JSON: ${(error as Error).message}`);
  }
}

function resolveKey(apiKey: string | undefined, env: Record<string, string | undefined>): string | undefined {
  const variable = apiKey?.match(VARIABLE_REFERENCE)?.[1];
  if (variable === undefined) return apiKey;
  const value = env[variable]?.trim();
  if (!value) throw new Error(`Names the variable ${variable}, which is not set`);
  return value;
}

/**
 * The connections of the file CONNECTIONS_FILE names (a JSON array of { id, label, kind, baseUrl,
 * apiKey?, models? }); a problem throws ConnectionsFileError naming the entry and the field.
 */
export function readConnectionsFile(file: string, env: Record<string, string | undefined>): Connection[] {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new ConnectionsFileError(`cannot be read: ${(error as Error).message}`);
  }
  const entries = parseJson(text);
  if (!Array.isArray(entries)) throw new ConnectionsFileError('Expected a JSON array of connections');
  if (entries.length > MAX_CONNECTIONS)
    throw new ConnectionsFileError(`Expected at most ${MAX_CONNECTIONS} connections`);

  const seen = new Set<string>();
  return entries.map((entry, index) => {
    const parsed = entrySchema.safeParse(entry);
    if (!parsed.success) {
      const [issue] = parsed.error.issues;
      const field = issue?.path.length ? `${issue.path.join('.')}: ` : '';
      throw new ConnectionsFileError(`${entryName(entry, index)}, ${field}${issue?.message ?? 'Invalid'}`);
    }
    const { id, apiKey, ...rest } = parsed.data;
    if (seen.has(id)) throw new ConnectionsFileError(`${entryName(entry, index)}, id: Is the id of an earlier entry`);
    seen.add(id);
    try {
      return { id, ...rest, apiKey: resolveKey(apiKey, env) };
    } catch (error) {
      throw new ConnectionsFileError(`${entryName(entry, index)}, apiKey: ${(error as Error).message}`);
    }
  });
}
