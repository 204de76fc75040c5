import { useMutation } from '@tanstack/react-query';
import { postForm } from '#client/lib/api-client';
import type { UploadedFile } from '#shared/api/uploads';

export interface UploadFileInput {
  file: File;
  /** The share of the file sent so far, from 0 to 1. */
  onProgress?(fraction: number): void;
  /** Aborts the upload (its chip was removed). */
  signal?: AbortSignal;
}

/** POST /api/upload: a multipart form with one field, `file`; reports its progress as it goes. */
export function uploadFile({ file, onProgress, signal }: UploadFileInput): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file);
  return postForm<UploadedFile>('/api/upload', form, { onProgress, signal });
}

/** One mutation per file: call mutateAsync for each (mutate's own callbacks only follow the last call). */
export function useUploadFile() {
  return useMutation({ mutationFn: uploadFile });
}
