import { randomUUID } from 'node:crypto';
import type { ReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

export function uploadsDir(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

/** A generated name only: nothing the client sent reaches the file system. */
export function uploadPath(dataDir: string, storageKey: string): string {
  return path.join(uploadsDir(dataDir), storageKey);
}

/** The stored bytes, or null when the file is gone (shared storage lost, a manual clean-up). */
export async function openUpload(dataDir: string, storageKey: string): Promise<ReadStream | null> {
  try {
    const handle = await fs.open(uploadPath(dataDir, storageKey));
    return handle.createReadStream();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** The stored bytes whole (for a provider call), or null when the file is gone. */
export async function readUpload(dataDir: string, storageKey: string): Promise<Buffer | null> {
  try {
    return await fs.readFile(uploadPath(dataDir, storageKey));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

export async function saveUpload(dataDir: string, content: Buffer): Promise<string> {
  const storageKey = randomUUID();
  await fs.mkdir(uploadsDir(dataDir), { recursive: true });
  await fs.writeFile(uploadPath(dataDir, storageKey), content, { flag: 'wx' });
  return storageKey;
}

/** Best effort after the rows are gone: a leftover file is harmless, a failed delete is logged. */
export async function removeUploads(dataDir: string, storageKeys: string[], log: FastifyBaseLogger): Promise<void> {
  await Promise.all(
    storageKeys.map((key) =>
      fs.rm(uploadPath(dataDir, key), { force: true }).catch((error: unknown) => {
        log.warn({ err: error, key }, 'could not remove an uploaded file');
      }),
    ),
  );
}
