import { describe, expect, it } from 'vitest';
import { ApiError } from '#client/lib/api-client';
import { errorText } from '#client/lib/error-text';

describe("errorText, reading 'server-or-body'", () => {
  it("gives the server's message from a JSON error body", () => {
    const error = new ApiError(400, 'Bad Request', JSON.stringify({ message: 'Message cannot be empty' }));
    expect(errorText(error, 'server-or-body', 'Failed to send message')).toBe('Message cannot be empty');
  });

  it('prefers the error field of an upload failure', () => {
    const error = new ApiError(415, '', JSON.stringify({ message: 'a', error: 'Unsupported file type' }));
    expect(errorText(error, 'server-or-body', 'Failed to upload file')).toBe('Unsupported file type');
  });

  it('gives the response text when it is not JSON', () => {
    expect(errorText(new ApiError(502, 'Bad Gateway', 'upstream down'), 'server-or-body', 'x')).toBe('upstream down');
  });

  it('falls back when the server said nothing', () => {
    expect(errorText(new ApiError(500, 'Internal Server Error', ''), 'server-or-body', 'Failed to send message')).toBe(
      'Failed to send message',
    );
    expect(errorText(new Error(''), 'server-or-body', 'Failed to send message')).toBe('Failed to send message');
  });

  it('uses a network error message as is', () => {
    expect(errorText(new TypeError('Failed to fetch'), 'server-or-body', 'Failed to send message')).toBe(
      'Failed to fetch',
    );
  });

  it('says "Unknown error" for anything thrown that is not an Error', () => {
    expect(errorText('boom', 'server-or-body', 'Failed to send message')).toBe('Unknown error');
  });
});

describe("errorText, reading 'server'", () => {
  it("gives the server's error text", () => {
    const error = new ApiError(413, '', JSON.stringify({ message: 'Too big', error: 'Too big' }));
    expect(errorText(error, 'server', 'Failed to upload file')).toBe('Too big');
  });

  it('falls back for anything else', () => {
    expect(errorText(new ApiError(502, 'Bad Gateway', '<html>'), 'server', 'Failed to upload file')).toBe(
      'Failed to upload file',
    );
    expect(errorText(new TypeError('Failed to fetch'), 'server', 'Failed to upload file')).toBe(
      'Failed to upload file',
    );
  });
});
