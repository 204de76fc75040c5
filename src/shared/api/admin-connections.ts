import { z } from 'zod';
import { timestamp } from '#shared/api/common';
import { CONNECTION_KINDS } from '#shared/connection-kinds';

/**
 * How a connection's endpoint last answered its models call: answering, failing (with why, in words
 * that name no key or address), not asked yet, or not asked at all (a demo stand-in, or a fixed list).
 */
export const connectionHealthSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('answering'), checkedAt: timestamp }),
  z.object({ state: z.literal('failing'), checkedAt: timestamp, error: z.string() }),
  z.object({ state: z.literal('unchecked') }),
  z.object({ state: z.literal('demo') }),
]);
export type ConnectionHealth = z.infer<typeof connectionHealthSchema>;

/** A connection as the admin sees it: never its key or its address. */
export const adminConnectionSchema = z.object({
  id: z.string(),
  label: z.string(),
  kind: z.enum(CONNECTION_KINDS),
  mode: z.enum(['live', 'demo']),
  /** How many models it offers now. */
  models: z.number().int().nonnegative(),
  health: connectionHealthSchema,
});
export type AdminConnection = z.infer<typeof adminConnectionSchema>;

export const adminConnectionsResponse = z.object({ connections: z.array(adminConnectionSchema) });
export type AdminConnectionsResponse = z.infer<typeof adminConnectionsResponse>;

export const connectionIdParams = z.object({ id: z.string().max(64) });

/** POST /api/admin/connections/{id}/test: the endpoint asked for its models, now. */
export const connectionTestResponse = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), models: z.number().int().nonnegative(), ms: z.number().int().nonnegative() }),
  z.object({ ok: z.literal(false), error: z.string() }),
]);
export type ConnectionTestResponse = z.infer<typeof connectionTestResponse>;
