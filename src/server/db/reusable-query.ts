import { type Query, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/database';

/** A Drizzle query as `.prepare()` hands it back: the driver class's fields this module reuses. */
interface DriverQuery {
  getQuery(): Query;
  execute(values?: Record<string, unknown>): Promise<unknown>;
  fields?: unknown;
  _isResponseInArrayMode?: boolean;
  customResultMapper?: unknown;
  joinsNotNullableMap?: unknown;
}

interface Preparable<Result> {
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<Result> };
}

/**
 * A statement whose SQL Drizzle builds once, the first time it runs, and which then runs with new
 * values on the database or in any transaction. Building a statement costs more CPU than sending
 * it: under chat load it was a quarter of the server's time. `build` makes the query with
 * `sql.placeholder(name)` where values go; `run(executor, values)` fills them.
 *
 * The reuse goes through `db._.session.prepareQuery`, which both drivers implement; the fields read
 * back from the first prepared query are those both drivers' prepared queries keep. Tests run
 * these statements on both databases, in and out of transactions.
 */
export function reusableQuery<Values extends Record<string, unknown>, Result>(
  build: (db: Executor) => Preparable<Result>,
): (db: Executor, values: Values) => Promise<Result> {
  let built: DriverQuery | undefined;
  return (db, values) => {
    // Drizzle asks a name; it is never used, as each run is prepared afresh, unnamed, below.
    built ??= build(db).prepare('reusable') as unknown as DriverQuery;
    const { fields, _isResponseInArrayMode, customResultMapper, joinsNotNullableMap } = built;
    const prepared = db._.session.prepareQuery(
      built.getQuery(),
      fields as never,
      undefined,
      _isResponseInArrayMode ?? false,
      customResultMapper as never,
    ) as unknown as DriverQuery;
    prepared.joinsNotNullableMap = joinsNotNullableMap;
    return prepared.execute(values) as Promise<Result>;
  };
}

/**
 * A value filled in at each run, as a column's value in an insert or an update's set, where Drizzle
 * encodes it as that column's values (jsonb, say). Its types take only SQL there, though it builds
 * placeholders into the same parameters at run time.
 */
export const param = (name: string): SQL => sql.placeholder(name) as unknown as SQL;

/** A value of the same name for each column: the values of an insert or update, filled in at each run. */
export function placeholders<Name extends string>(names: readonly Name[]): Record<Name, SQL> {
  return Object.fromEntries(names.map((name) => [name, param(name)])) as Record<Name, SQL>;
}

/** A column's bare name, where raw SQL lists columns (an insert's, a conflict's target): Drizzle's column renders table-qualified. */
export const columnName = (column: { name: string }) => sql.identifier(column.name);
