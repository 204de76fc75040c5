import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import type { UploadedFile } from '#shared/api/uploads';

/** POST /api/upload: a multipart form with one field, `file`. */
export async function uploadFile(file: File): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file);
  const response = await apiRequest('POST', '/api/upload', form);
  return (await response.json()) as UploadedFile;
}

export function useUploadFile() {
  return useMutation({ mutationFn: uploadFile });
}
