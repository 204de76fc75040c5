import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Listen } from '#server/db/listen';
import type * as schema from '#server/db/schema';

/** One type for both drivers: PGlite (embedded) and node-postgres run the same queries. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The handle both `db.transaction` callbacks and the database itself satisfy. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute' | '$with' | 'with' | '_'>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** NOTIFY payloads from every process on this database (the live replies' bus). */
  listen: Listen;
  close(): Promise<void>;
}

/** How `openDatabase` (open-database.ts) opens either database. */
export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  onPoolError?: (error: Error) => void;
  /** Told when start-up waits to see whether another process still holds the embedded database. */
  onLockWait?: (message: string) => void;
  /** Told when the embedded database is created, which takes seconds: the first start is not stuck. */
  onCreate?: (message: string) => void;
  /** The migrated template a first start unpacks (decision 052); by default the build's, if any. */
  templatePath?: string;
  /** The migrations to apply: this server's own unless a test brings others. */
  migrationsFolder?: string;
}

function causeOf(error: unknown): Record<string, unknown> | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const candidate = current as Record<string, unknown>;
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return undefined;
}

/** True for PostgreSQL's unique_violation, optionally on one named constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const cause = causeOf(error);
  if (cause?.code !== '23505') return false;
  return constraint === undefined || cause.constraint === constraint;
}

/** PostgreSQL's query_canceled: the statement ran past its statement_timeout. */
export function isStatementTimeout(error: unknown): boolean {
  return causeOf(error)?.code === '57014';
}

/** Connection loss, server shutdown or start-up: the caller may try again later. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const cause = causeOf(error);
  if (cause && typeof cause.code === 'string') {
    return cause.code.startsWith('08') || ['57P01', '57P02', '57P03'].includes(cause.code);
  }
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (code === 'ECONNREFUSED' || code === 'ECONNRESET' || code === 'ETIMEDOUT') return true;
    if (typeof message === 'string' && /Connection terminated|connection error/i.test(message)) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
