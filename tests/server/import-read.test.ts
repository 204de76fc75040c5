import { describe, expect, it } from 'vitest';
import { readImport } from '#server/exports/import-read';
import { exportConversation, exportFile } from '#tests/helpers/export-fixtures';

// The thread that reads an import runs out of time or memory: the caller is told the file is too large, never a 5xx.

const body = Buffer.from(JSON.stringify(exportFile()));
const input = { body, storageLimitBytes: 1024 * 1024 };
// A thousand conversations (about 300 KB): parsing and validating them takes far longer than 1 ms.
const thousand = Array.from({ length: 1_000 }, (_, n) => exportConversation(`Conversation ${n}`));
const large = {
  body: Buffer.from(JSON.stringify(exportFile({ conversations: thousand }))),
  storageLimitBytes: 1024 * 1024,
};

describe('readImport past its limits', () => {
  it.each([
    ['time', large, { timeoutMs: 1 }],
    ['memory', input, { maxHeapMb: 1 }],
  ])('out of %s: 413 import_too_large', async (_case, file, limits) => {
    await expect(readImport(file, limits)).rejects.toMatchObject({ code: 'import_too_large', statusCode: 413 });
  });

  it('within them: the file', async () => {
    await expect(readImport(input)).resolves.toMatchObject({ kind: 'valid', batches: [] });
  });
});
