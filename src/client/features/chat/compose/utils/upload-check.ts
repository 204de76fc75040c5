import { UPLOAD_EXTENSIONS, UPLOAD_MAX_BYTES } from '#shared/constants';

export interface UploadProblem {
  title: string;
  description: string;
}

/**
 * docs/behaviour.md, Validation; Errors and their texts: checked before any byte is sent; the
 * server checks again by content.
 */
export function uploadProblem(file: { name: string; size: number }): UploadProblem | null {
  if (file.size > UPLOAD_MAX_BYTES) return { title: 'File too large', description: 'Maximum file size is 1MB.' };
  const extension = file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : '';
  if (!(UPLOAD_EXTENSIONS as readonly string[]).includes(extension)) {
    return { title: 'Invalid file type', description: 'Only PDF, JPEG, PNG and DOCX files are allowed.' };
  }
  return null;
}

/** For the file picker: the same list, as the input's accept attribute wants it. */
export const UPLOAD_ACCEPT = UPLOAD_EXTENSIONS.map((extension) => `.${extension}`).join(',');
