import { describe, expect, it } from 'vitest';
import { UPLOAD_ACCEPT, uploadProblem } from '#client/features/chat/compose/utils/upload-check';

const MB = 1024 * 1024;

describe('uploadProblem', () => {
  it.each(['a.pdf', 'b.jpg', 'c.JPEG', 'd.png', 'e.docx'])('accepts %s up to 1 MB', (name) => {
    expect(uploadProblem({ name, size: MB })).toBeNull();
  });

  it('refuses a file over 1 MB', () => {
    expect(uploadProblem({ name: 'a.pdf', size: MB + 1 })).toEqual({
      title: 'File too large',
      description: 'Maximum file size is 1MB.',
    });
  });

  it.each(['a.exe', 'a.pdf.exe', 'README', 'photo.gif', 'doc.doc'])('refuses the type of %s', (name) => {
    expect(uploadProblem({ name, size: 10 })).toEqual({
      title: 'Invalid file type',
      description: 'Only PDF, JPEG, PNG and DOCX files are allowed.',
    });
  });

  it('lists the extensions for the file picker', () => {
    expect(UPLOAD_ACCEPT).toBe('.pdf,.jpg,.jpeg,.png,.docx');
  });
});
