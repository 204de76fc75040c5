import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { Database } from '#server/db/database';
import { readExport, SNAPSHOT } from '#server/exports/export-reader';
import { jsonChunks } from '#server/exports/json-writer';

// A file left by a process that stopped mid-export is older than any export still being written.
const LEFTOVER_AGE_MS = 60 * 60 * 1000;

/** Where exports are written before they are sent: beside the data they come from. */
export const exportSpoolDir = (dataDir: string) => path.join(dataDir, 'exports');

async function removeLeftovers(dir: string): Promise<void> {
  const before = Date.now() - LEFTOVER_AGE_MS;
  for (const name of await fs.promises.readdir(dir)) {
    const file = path.join(dir, name);
    const stat = await fs.promises.stat(file).catch(() => null);
    if (stat && stat.mtimeMs < before) await fs.promises.rm(file, { force: true });
  }
}

/**
 * Everything the user owns as one export file (decision 023): read in one REPEATABLE READ
 * transaction, batch by batch, and written as it is read into a file under `dir`, never whole in
 * memory; then answered as a stream of that file. The transaction lasts as long as the reading, not
 * as long as the download: a slow client holds no connection and, on PGlite, blocks nobody.
 */
export async function exportAccount(db: Database, userId: number, dir: string): Promise<Readable> {
  await fs.promises.mkdir(dir, { recursive: true, mode: 0o700 });
  await removeLeftovers(dir);
  const file = path.join(dir, `export-${randomBytes(12).toString('hex')}.json`);
  const out = fs.createWriteStream(file, { flags: 'wx', mode: 0o600 });
  // A failed write is found by the next write or by `finished` below, never as an uncaught event.
  out.on('error', () => undefined);
  try {
    await db.transaction(async (tx) => {
      for await (const chunk of jsonChunks(readExport(tx, userId), new Date())) {
        if (out.destroyed) throw out.errored ?? new Error('the export file was closed');
        if (!out.write(chunk)) await once(out, 'drain');
      }
    }, SNAPSHOT);
    out.end();
    await finished(out);
    const handle = await fs.promises.open(file, 'r');
    // Open, the file can go: its bytes stay readable until the answer is sent, and nothing is left behind.
    await fs.promises.rm(file, { force: true });
    return handle.createReadStream();
  } catch (error) {
    out.destroy();
    await fs.promises.rm(file, { force: true });
    throw error;
  }
}
