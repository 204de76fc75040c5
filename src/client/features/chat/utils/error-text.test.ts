import { describe, expect, it } from 'vitest';
import { errorText } from '#client/features/chat/utils/error-text';
import { ApiError } from '#client/lib/api-client';

describe('errorText', () => {
  it("gives the server's message from a JSON error body", () => {
    const error = new ApiError(400, 'Bad Request', JSON.stringify({ message: 'Message cannot be empty' }));
    expect(errorText(error, 'Failed to send message')).toBe('Message cannot be empty');
  });

  it('prefers the error field of an upload failure', () => {
    const error = new ApiError(415, '', JSON.stringify({ message: 'a', error: 'Unsupported file type' }));
    expect(errorText(error, 'Failed to upload file')).toBe('Unsupported file type');
  });

  it('gives the response text when it is not JSON', () => {
    expect(errorText(new ApiError(502, 'Bad Gateway', 'upstream down'), 'x')).toBe('upstream down');
  });

  it('falls back when the server said nothing', () => {
    expect(errorText(new ApiError(500, 'Internal Server Error', ''), 'Failed to send message')).toBe(
      'Failed to send message',
    );
    expect(errorText(new Error(''), 'Failed to send message')).toBe('Failed to send message');
  });

  it('uses a network error message as is', () => {
    expect(errorText(new TypeError('Failed to fetch'), 'Failed to send message')).toBe('Failed to fetch');
  });

  it('says "Unknown error" for anything thrown that is not an Error', () => {
    expect(errorText('boom', 'Failed to send message')).toBe('Unknown error');
  });
});
