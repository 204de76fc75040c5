import type pg from 'pg';

/**
 * Ends a pool and waits until its connections have closed. `pool.end()` resolves once it has asked
 * them to close, so a forced DROP DATABASE straight after can cut one mid-goodbye; the pool then
 * emits that error where nothing listens, and the test run fails on an uncaught exception.
 */
export async function endPool(pool: pg.Pool): Promise<void> {
  let open = pool.totalCount;
  const closed = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on('remove', () => {
      open -= 1;
      if (open === 0) resolve();
    });
  });
  await pool.end();
  await closed;
}
