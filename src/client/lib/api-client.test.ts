import { describe, expect, it } from 'vitest';
import { ApiError, serverErrorText } from '#client/lib/api-client';

describe('ApiError', () => {
  it('reads "{status}: {body}" and falls back to the status text when the body is empty (SPEC §8)', () => {
    expect(new ApiError(404, 'Not Found', 'gone').message).toBe('404: gone');
    expect(new ApiError(502, 'Bad Gateway', '').message).toBe('502: Bad Gateway');
  });
});

describe('serverErrorText', () => {
  it("gives the server's error text", () => {
    const error = new ApiError(413, '', JSON.stringify({ message: 'Too big', error: 'Too big' }));
    expect(serverErrorText(error, 'Failed to upload file')).toBe('Too big');
  });

  it('falls back for anything else', () => {
    expect(serverErrorText(new ApiError(502, 'Bad Gateway', '<html>'), 'Failed to upload file')).toBe(
      'Failed to upload file',
    );
    expect(serverErrorText(new TypeError('Failed to fetch'), 'Failed to upload file')).toBe('Failed to upload file');
  });
});
