import { describe, expect, it } from 'vitest';
import { ApiError } from '#client/lib/api-client';

describe('ApiError', () => {
  it('reads "{status}: {body}" and falls back to the status text when the body is empty', () => {
    expect(new ApiError(404, 'Not Found', 'gone').message).toBe('404: gone');
    expect(new ApiError(502, 'Bad Gateway', '').message).toBe('502: Bad Gateway');
  });
});
