import { errorCodes } from 'fastify';
import { AppError } from '#server/errors';
import { importValidationError } from '#server/exports/import-errors';
import type { ImportTaskInput, ImportTaskResult } from '#server/exports/import-task';
import { serverFile } from '#server/server-files';
import { runInWorker, type WorkerLimits, type WorkerTask } from '#server/workers/run-in-worker';
import { WorkerTaskError } from '#server/workers/task-thread';
import { NOT_AN_EXPORT_FILE_MESSAGE } from '#shared/errors';

export type ReadImport = Extract<ImportTaskResult, { kind: 'valid' }>;

const task: WorkerTask<ImportTaskInput, ImportTaskResult> = { module: serverFile('exports/import-task.ts') };

// Measured on files of IMPORT_MAX_BYTES: one of ordinary messages takes under a second and 64 MB of
// heap; one of 350,000 empty messages, the most objects a file that size can hold, 2.5 s and under
// 192 MB. Past these only a swamped machine goes.
const LIMITS: WorkerLimits = { timeoutMs: 30_000, maxHeapMb: 320 };

/**
 * The body of POST /api/user/import, parsed and validated off the event loop (import-task.ts);
 * refused as Fastify's own JSON parser and the route's validation refuse a body, or with 413 when
 * the thread runs out of time or memory.
 */
export async function readImport(input: ImportTaskInput, limits: Partial<WorkerLimits> = LIMITS): Promise<ReadImport> {
  let result: ImportTaskResult;
  try {
    result = await runInWorker(task, input, { ...LIMITS, ...limits });
  } catch (error) {
    if (error instanceof WorkerTaskError && error.reason !== 'failed') throw new AppError('import_too_large');
    throw error;
  }
  switch (result.kind) {
    case 'malformed':
      throw new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY();
    case 'too-deep':
      throw new AppError(
        'validation_failed',
        `${NOT_AN_EXPORT_FILE_MESSAGE}: its entries nest deeper than an export's can.`,
      );
    case 'invalid':
      throw importValidationError([result.issue]);
    case 'valid':
      return result;
  }
}
