import { z } from 'zod';
import { text, timestamp } from '#shared/api/common';

export const LOG_LEVELS = ['warn', 'error', 'fatal'] as const;
export type LogLevelName = (typeof LOG_LEVELS)[number];

/** The most recent warnings and errors each server process keeps (docs/operations.md, Logs). */
export const RECENT_LOGS_MAX = 500;

export const adminLogsQuery = z.object({
  /** This level and above; all three by default. */
  level: z.enum(LOG_LEVELS).default('warn'),
  /** Entries whose message, request id, error or fields hold it, ignoring case. */
  q: text().trim().max(200).optional(),
});
export type AdminLogsQuery = z.input<typeof adminLogsQuery>;

export const logEntrySchema = z.object({
  time: timestamp,
  level: z.enum(LOG_LEVELS),
  message: z.string(),
  /** The request it was logged in, as the server's own log names it. */
  requestId: z.string().nullable(),
  /** The error's type and message, without values from the database. */
  error: z.object({ type: z.string(), message: z.string() }).nullable(),
  /** A few known fields (job, connection, model, kind, status): never a secret, a cookie or a message's text. */
  fields: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
});
export type LogEntry = z.infer<typeof logEntrySchema>;

export const adminLogsResponse = z.object({
  /** Newest first. */
  entries: z.array(logEntrySchema),
  /** How many the process keeps at most. */
  capacity: z.number().int().positive(),
});
export type AdminLogs = z.infer<typeof adminLogsResponse>;
