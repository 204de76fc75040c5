import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachmentDisposition } from '#server/content-disposition';
import {
  deleteUploadedFile,
  findUploadedFile,
  insertUploadedFileWithinQuota,
  listUploadedFiles,
} from '#server/db/queries/uploaded-files';
import type { UploadedFileRow } from '#server/db/schema/uploaded-files';
import { AppError } from '#server/errors';
import { requireUser, userGuard } from '#server/plugins/authentication';
import { perMinuteLimit } from '#server/quotas/per-minute-limit';
import { toUploadedFile } from '#server/serializers';
import { detectFileType, sanitizeFileName } from '#server/uploads/detect-file-type';
import { openUpload, removeUploads, saveUpload } from '#server/uploads/storage';
import { idParams, okResponse } from '#shared/api/common';
import { uploadedFileSchema, uploadListResponse } from '#shared/api/uploads';
import { UPLOAD_MAX_BYTES } from '#shared/constants';
import { storageFullMessage } from '#shared/errors';
import { formatBytes } from '#shared/format-bytes';

// Room for the multipart framing around a file of the largest allowed size.
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

/** The one part named `file`, read whole. A malformed or cut-off body is the caller's error, not a 500. */
async function readFilePart(request: FastifyRequest): Promise<{ filename: string; content: Buffer }> {
  try {
    const file = await request.file();
    // A part without a file name is a form field, or a file input with no file chosen.
    if (file?.fieldname !== 'file' || !file.filename) {
      throw new AppError('bad_request', 'Attach the file in a field named "file".');
    }
    return { filename: file.filename, content: await file.toBuffer() };
  } catch (error) {
    // Our own errors and the multipart plugin's (size limits: 413) carry a status; the parser's do not.
    if (error instanceof AppError || typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
    throw new AppError('bad_request', 'The upload could not be read as multipart form data.');
  }
}

export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const uploadLimit = perMinuteLimit(app, 'upload');
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
  });
  app.addHook('onRequest', userGuard);

  // docs/behaviour.md, Entities: a failed upload's answer carries its message in an `error` field as well.
  app.addHook('onSend', async (_request, reply, payload) => {
    const isJson = String(reply.getHeader('content-type') ?? '').startsWith('application/json');
    if (reply.statusCode < 400 || !isJson || typeof payload !== 'string') return payload;
    const body = JSON.parse(payload) as { message?: string };
    return JSON.stringify({ ...body, error: body.message });
  });

  app.post(
    '/upload',
    {
      schema: { response: { 201: uploadedFileSchema } },
      onRequest: async (request) => {
        // Refuse a declared oversize body before reading any of it.
        if (Number(request.headers['content-length'] ?? 0) > UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD_BYTES) {
          throw new AppError('file_too_large');
        }
      },
      // Before the body is read: a refused upload costs no disk and no parsing.
      preHandler: (request) => uploadLimit(request),
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (!request.isMultipart()) throw new AppError('unsupported_media_type');
      const { filename, content } = await readFilePart(request);
      const type = await detectFileType(content, filename);
      if (!type) throw new AppError('unsupported_file_type');

      const { uploadStorageBytes } = (await app.adminSettings.current()).quotas;
      const storageKey = await saveUpload(app.config.dataDir, content);
      let row: UploadedFileRow | undefined;
      try {
        const values = {
          userId: user.id,
          originalName: sanitizeFileName(filename),
          mimeType: type.mimeType,
          size: content.length,
          storageKey,
        };
        row = await insertUploadedFileWithinQuota(app.db, values, uploadStorageBytes);
      } finally {
        // Refused by the quota, or failed: the bytes must not stay behind without their row.
        if (!row) await removeUploads(app.config.dataDir, [storageKey], request.log);
      }
      if (!row) throw new AppError('upload_storage_full', storageFullMessage(formatBytes(uploadStorageBytes)));
      return reply.status(201).send(toUploadedFile(row));
    },
  );

  app.get('/uploads', { schema: { response: { 200: uploadListResponse } } }, async (request) => {
    const rows = await listUploadedFiles(app.db, requireUser(request).id);
    return {
      files: rows.map(toUploadedFile),
      usedBytes: rows.reduce((total, row) => total + row.size, 0),
      limitBytes: (await app.adminSettings.current()).quotas.uploadStorageBytes,
    };
  });

  app.delete('/uploads/:id', { schema: { params: idParams, response: { 200: okResponse } } }, async (request) => {
    const storageKey = await deleteUploadedFile(app.db, requireUser(request).id, request.params.id);
    if (!storageKey) throw new AppError('file_not_found');
    // The row is gone, so the quota is freed now; the bytes follow (a leftover is harmless).
    await removeUploads(app.config.dataDir, [storageKey], request.log);
    return { ok: true as const };
  });

  app.get('/uploads/:id', { schema: { params: idParams } }, async (request, reply) => {
    const file = await findUploadedFile(app.db, requireUser(request).id, request.params.id);
    if (!file) throw new AppError('file_not_found');
    const stream = await openUpload(app.config.dataDir, file.storageKey);
    if (!stream) {
      request.log.warn({ fileId: file.id }, 'an uploaded file is missing from DATA_DIR/uploads');
      throw new AppError('file_not_found');
    }
    return reply
      .type(file.mimeType)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', attachmentDisposition(file.originalName))
      .send(stream);
  });
};
