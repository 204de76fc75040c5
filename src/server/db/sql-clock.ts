import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

// Times come from the database's clock, which every process shares, never from this process's.

/** A number of milliseconds as an interval. */
export const span = (ms: SQL | number) => sql`(${ms})::float8 * interval '1 millisecond'`;

/** The moment `ms` from now. */
export const after = (ms: SQL | number) => sql`now() + ${span(ms)}`;

/** Whole milliseconds from now until a moment, never negative. */
export const msUntil = (moment: SQL | PgColumn) =>
  sql<number>`greatest(ceil(extract(epoch from ${moment} - now()) * 1000), 0)::integer`;
