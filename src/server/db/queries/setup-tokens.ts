import { eq, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/database';
import { setupTokens } from '#server/db/schema/setup-tokens';

export async function insertSetupToken(db: Executor, tokenHash: string): Promise<void> {
  await db.insert(setupTokens).values({ tokenHash });
}

/** True when the token was valid; every setup token goes with it, as there is an admin from now on. */
export async function spendSetupToken(db: Executor, tokenHash: string): Promise<boolean> {
  const spent = await db
    .delete(setupTokens)
    .where(sql`exists (select 1 from ${setupTokens} where ${eq(setupTokens.tokenHash, tokenHash)})`)
    .returning({ tokenHash: setupTokens.tokenHash });
  return spent.some((row) => row.tokenHash === tokenHash);
}
